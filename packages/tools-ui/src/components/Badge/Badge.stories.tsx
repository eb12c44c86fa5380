import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { Badge } from './Badge';
import { badgeTones } from './Badge.css';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '진행 중', tone: 'brand' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('진행 중')).toBeVisible();
  },
};

const statusText = {
  neutral: '대기',
  brand: '진행 중',
  accent: '추천',
  success: '완료',
  warning: '마감 임박',
  danger: '취소됨',
  info: '안내',
} as const satisfies Record<(typeof badgeTones)[number], string>;

/** Every tone says its meaning in words; colour only reinforces it. */
export const Tones: Story = {
  render: () => (
    <Inline>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {statusText[tone]}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    for (const text of Object.values(statusText)) await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { tone: 'success', icon: 'check', children: '검사 완료' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the text alone carries the meaning.
    await expect(within(canvasElement).getByText('검사 완료').querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
