import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Grid } from '../Grid';
import { IconButton } from '../IconButton';
import { Text } from '../Text';
import { Card } from './Card';
import { cardElevations, cardPaddings, cardTones } from './Card.css';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: '직업 가치관 검사',
    description: '약 15분 · 40문항',
    children: (
      <Text tone="muted">일을 할 때 무엇을 중요하게 여기는지 알아봅니다. 정답은 없으니 편하게 답해 주세요.</Text>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A titled card is a region named by its heading.
    await expect(canvas.getByRole('region', { name: '직업 가치관 검사' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: '직업 가치관 검사' })).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    actions: <IconButton icon="edit" label="검사 정보 수정" onPress={fn()} />,
    footer: (
      <>
        <Button variant="secondary">나중에 하기</Button>
        <Button>검사 시작</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '검사 정보 수정' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '나중에 하기' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '검사 시작' })).toHaveFocus();
  },
};

export const Tones: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '60rem' }}>{Story()}</div>],
  render: (args) => (
    <Grid minItemWidth="16rem">
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone} title={`${tone} 카드`} as="article" />
      ))}
      <Card {...args} elevation="raised" title="raised 카드" as="article" />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(cardTones.length + 1);
  },
};

export const Completed: Story = {
  args: {
    tone: 'brand',
    actions: (
      <Badge tone="success" icon="check">
        완료
      </Badge>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('완료')).toBeVisible();
  },
};
