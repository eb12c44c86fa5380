import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { Form } from './Form';

/**
 * The one form element of the product (decision 050): sending it (its button, or Enter in a field)
 * never reloads the page, and the handler gets the form element for the screen that reads it.
 */
const meta = {
  title: 'Components/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn(), 'aria-label': '쿠폰 코드 입력' },
  render: (args) => (
    <Form {...args}>
      <Stack space="3" align="start">
        <TextField label="쿠폰 코드" name="code" isRequired />
        <Button type="submit" variant="primary">
          등록
        </Button>
      </Stack>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in the field sends the form with what was typed, and the story's page is still here. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: '쿠폰 코드 입력' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /쿠폰 코드/ }), 'ABCD-EFGH{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [form] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [HTMLFormElement];
    await expect(new FormData(form).get('code')).toBe('ABCD-EFGH');
    await expect(canvas.getByRole('textbox', { name: /쿠폰 코드/ })).toHaveValue('ABCD-EFGH');
  },
};

/** A required field left empty: the browser's check stops the send, and the field says why. */
export const RequiredLeftEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(canvas.getByRole('textbox', { name: /쿠폰 코드/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
