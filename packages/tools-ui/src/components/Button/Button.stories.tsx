import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { densities, densityClass } from '../../styles/density.css';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '저장하기', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconStart: { control: 'select', options: [undefined, ...iconNames] },
    iconEnd: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '저장하기' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {{ primary: '검사 시작하기', secondary: '임시 저장', ghost: '건너뛰기', danger: '기록 삭제' }[variant]}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline alignY="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {{ sm: '작게', md: '보통', lg: '크게' }[size]}
        </Button>
      ))}
    </Inline>
  ),
};

/**
 * Sizes follow the density: 36 / 44 / 52 px in the tools (comfortable), 32 / 36 / 44 px in the
 * admin console (`densityClass.compact`).
 */
export const Densities: Story = {
  render: (args) => (
    <Stack space="4">
      {densities.map((density) => (
        <div key={density} className={densityClass[density]}>
          <Inline alignY="center">
            {buttonSizes.map((size) => (
              <Button key={size} {...args} size={size}>
                {`${density === 'compact' ? '조밀' : '여유'} ${size}`}
              </Button>
            ))}
          </Inline>
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const height = (name: string) => within(canvasElement).getByRole('button', { name }).getBoundingClientRect().height;
    await expect([height('여유 sm'), height('여유 md'), height('여유 lg')]).toEqual([36, 44, 52]);
    await expect([height('조밀 sm'), height('조밀 md'), height('조밀 lg')]).toEqual([32, 36, 44]);
  },
};

export const WithIcons: Story = {
  args: { iconStart: 'plus', children: '새 기록 추가', variant: 'secondary' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '저장하기' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: '저장 중' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // Still focusable, so keyboard users do not lose their place, but presses are ignored.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: '저장 중' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pressing starts the work; the button shows it until the work is done. */
export const SaveFlow: Story = {
  render: function SaveFlow(args) {
    const [saving, setSaving] = useState(false);
    return (
      <Button
        {...args}
        isLoading={saving}
        loadingLabel="저장 중"
        onPress={(event) => {
          args.onPress?.(event);
          setSaving(true);
          setTimeout(() => setSaving(false), 300);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '저장하기' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('progressbar', { name: '저장 중' })).toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 2000 });
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/**
 * The work ends by leaving the screen (a sign-in navigates): the wait was announced as text, and
 * nothing it leaves behind points at the button that is gone (react-aria's own announcer left an
 * empty `role="img"` for seven seconds, which axe fails).
 */
export const LeavesWhileLoading: Story = {
  render: function LeavesWhileLoading(args) {
    const [state, setState] = useState<'idle' | 'saving' | 'left'>('idle');
    if (state === 'left') return <p>다음 화면</p>;
    return (
      <Button
        {...args}
        isLoading={state === 'saving'}
        loadingLabel="저장 중"
        onPress={() => {
          setState('saving');
          setTimeout(() => setState('left'), 30);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장하기' }));
    await canvas.findByText('다음 화면');
    const announced = () => document.querySelectorAll('[aria-live="assertive"] > *');
    await waitFor(() => expect(announced().length).toBeGreaterThan(0));
    const unnamedImages = [...document.querySelectorAll('[role="img"]')].filter(
      (image) =>
        !image.getAttribute('aria-label') &&
        !(image.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .some((id) => document.getElementById(id)?.textContent?.trim()),
    );
    await expect(unnamedImages).toEqual([]);
    await expect([...announced()].map((line) => line.textContent)).toContain('저장 중');
  },
};
