import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from './Text';
import { textSizes, textTones, textWeights } from './Text.css';

const meta = {
  title: 'Layout/Text',
  component: Text,
  tags: ['autodocs'],
  args: {
    children:
      '자기 이해는 한 번에 끝나지 않습니다. 오늘 적은 답은 내일의 나를 비추는 거울이 되어, 조금씩 더 선명한 방향을 보여 줍니다.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/자기 이해는/);
    await expect(paragraph.tagName).toBe('P');
    // Korean wraps between words, never inside one.
    await expect(getComputedStyle(paragraph).wordBreak).toBe('keep-all');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack space="2">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {`${tone}: 색은 뜻을 거들 뿐, 뜻은 글로 전합니다.`}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/색은 뜻을 거들 뿐/)).toHaveLength(textTones.length);
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack space="2">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {`${size}: 오늘의 나를 기록합니다`}
        </Text>
      ))}
    </Stack>
  ),
};
