import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const grades: SelectOption[] = [
  { id: 'middle', label: '중학생' },
  { id: 'high', label: '고등학생' },
  { id: 'university', label: '대학생' },
  { id: 'jobseeker', label: '취업 준비생' },
  { id: 'worker', label: '직장인' },
  { id: 'other', label: '기타', isDisabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: '현재 상황',
    description: '가장 가까운 것을 골라 주세요.',
    options: grades,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem', minHeight: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /현재 상황/ });
    await expect(trigger).toHaveTextContent('선택하세요');

    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '기타' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: '대학생' }));
    await expect(args.onChange).toHaveBeenCalledWith('university');
    await expect(trigger).toHaveTextContent('대학생');

    // Keyboard: arrow keys open the list and move, Enter chooses.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('취업 준비생'));
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '현재 상황을 골라 주세요.', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('현재 상황을 골라 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /현재 상황/ })).toHaveAccessibleDescription(
      /현재 상황을 골라 주세요/,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'high' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /현재 상황/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('고등학생');
  },
};

export const Empty: Story = {
  args: { options: [], label: '담당 강사', description: '아직 배정된 강사가 없습니다.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /담당 강사/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('선택할 항목이 없습니다.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
