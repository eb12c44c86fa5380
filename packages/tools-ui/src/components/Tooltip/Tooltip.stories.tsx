import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Tooltip, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: '작성한 내용은 자동으로 저장됩니다.',
    children: <Button variant="secondary">자동 저장 안내</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: '자동 저장 안내' });
    // Hover shows it after the delay; the trigger is described by it. (Move the pointer over the page
    // first, as a real mouse does: react-aria shows hover tooltips only for pointer users.)
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('작성한 내용은 자동으로 저장됩니다.');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('작성한 내용은 자동으로 저장됩니다.');
    // Escape dismisses it without moving focus.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const Placements: Story = {
  render: (args) => (
    <Inline space="8">
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={`${placement} 방향 안내`}>
          <Button variant="secondary">{placement}</Button>
        </Tooltip>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'top 방향 안내',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
