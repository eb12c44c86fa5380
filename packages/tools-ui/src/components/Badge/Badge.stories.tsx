import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusIcon } from '../../internal/status';
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

/** Statuses are filled, each in a hue and (here) an icon of its own; neutral is the plain state. */
export const Statuses: Story = {
  render: () => (
    <Inline>
      <Badge tone="neutral">대기</Badge>
      <Badge tone="info" icon={statusIcon.info}>
        안내
      </Badge>
      <Badge tone="success" icon={statusIcon.success}>
        완료
      </Badge>
      <Badge tone="warning" icon={statusIcon.warning}>
        마감 임박
      </Badge>
      <Badge tone="danger" icon={statusIcon.danger}>
        취소됨
      </Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const text of ['대기', '안내', '완료', '마감 임박', '취소됨'])
      await expect(canvas.getByText(text)).toBeVisible();
    // Warning and danger differ in shape, not only in colour.
    const shape = (text: string) => canvas.getByText(text).querySelector('path')?.getAttribute('d');
    await expect(shape('마감 임박')).not.toBe(shape('취소됨'));
  },
};

/**
 * Emphasis is outlined, never filled: the brand's "in progress" and the accent's "recommended" stay
 * apart from the statuses beside them (review: 추천 / 마감 임박 and 진행 중 / 안내 looked alike).
 */
export const Emphasis: Story = {
  render: () => (
    <Inline>
      <Badge tone="brand">진행 중</Badge>
      <Badge tone="info">안내</Badge>
      <Badge tone="accent">추천</Badge>
      <Badge tone="warning" icon="warning">
        마감 임박
      </Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const fill = (text: string) => getComputedStyle(canvas.getByText(text)).backgroundColor;
    await expect(fill('추천')).toBe('rgba(0, 0, 0, 0)');
    await expect(fill('마감 임박')).not.toBe(fill('추천'));
    await expect(fill('진행 중')).not.toBe(fill('안내'));
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
