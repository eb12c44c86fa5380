import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CountdownTimer } from './CountdownTimer';

/**
 * The countdown of spec §3–§4: ticks every second, runs the update action on each tick and the
 * finish action at 0; hours, minutes and seconds zero-padded to two digits.
 */
const meta = {
  title: 'Shell/CountdownTimer',
  component: CountdownTimer,
  tags: ['autodocs'],
  args: { seconds: 2, label: '활동 시간', onUpdate: fn(), onFinish: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Started, it counts down to 0, calling the update action each second and the finish action once. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const timer = canvas.getByRole('timer', { name: '활동 시간' });
    await expect(timer).toHaveTextContent('00:00:02');
    await userEvent.click(canvas.getByRole('button', { name: '시작' }));
    await waitFor(() => expect(timer).toHaveTextContent('00:00:01'), { timeout: 1500 });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('시간이 끝났습니다.'), { timeout: 1500 });
    await expect(timer).toHaveTextContent('00:00:00');
    await expect(args.onUpdate).toHaveBeenCalledTimes(2);
    await expect(args.onFinish).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '시작' })).toBeDisabled();
  },
};

/** An hour and more: every part zero-padded; pause keeps the time, '처음으로' goes back to the start. */
export const Hours: Story = {
  args: { seconds: 3725 },
  play: async ({ args, canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('01:02:05');
    await userEvent.click(canvas.getByRole('button', { name: '시작' }));
    await waitFor(() => expect(timer).toHaveTextContent('01:02:04'), { timeout: 1500 });
    await userEvent.click(canvas.getByRole('button', { name: '일시정지' }));
    const paused = timer.textContent;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(timer.textContent).toBe(paused);
    await userEvent.click(canvas.getByRole('button', { name: '처음으로' }));
    await expect(timer).toHaveTextContent('01:02:05');
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** Started as soon as it shows, e.g. on the consultant's timer screen. */
export const AutoStart: Story = {
  args: { seconds: 600, autoStart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '일시정지' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:09:59'), { timeout: 1500 });
  },
};

/** Without controls, as the interview shows its kept clock: it runs from the time left and cannot be paused or reset. */
export const RunsOnly: Story = {
  args: { seconds: 95, autoStart: true, controls: false, label: '답변 시간' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: '답변 시간' });
    await expect(timer).toHaveTextContent('00:01:35');
    await waitFor(() => expect(timer).toHaveTextContent('00:01:34'), { timeout: 1500 });
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
