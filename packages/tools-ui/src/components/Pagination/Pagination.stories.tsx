import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function ControlledPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <ControlledPagination {...args} />,
  parameters: {
    a11y: {
      config: {
        rules: [
          {
            // WCAG 2.5.3 holds: each name ('3페이지') starts with the visible label ('3'). axe's
            // experimental check compares space-separated words, and Korean writes the counter
            // noun attached to the number, so it reads '3페이지' as one word unlike '3'.
            id: 'label-content-name-mismatch',
            enabled: false,
          },
        ],
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(within(nav).getByRole('button', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: '이전 페이지' })).toBeDisabled();

    await userEvent.click(within(nav).getByRole('button', { name: '3페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(within(nav).getByRole('button', { name: '3페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: '1페이지' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(nav).getByRole('button', { name: '다음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const ManyPages: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvas }) => {
    const pages = canvas.getAllByRole('button', { name: /^\d+페이지$/ }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
    // Keyboard: Tab moves through the pages, Enter opens one.
    canvas.getByRole('button', { name: '10페이지' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '11페이지' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '11페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '이전 페이지' })).toBeEnabled();
  },
};

/** One page needs no navigation: nothing is rendered. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
