import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../components/Inline';
import { Text } from '../../components/Text';
import { OrderStateBadge, orderMoneyText, orderUsesText } from './OrderFacts';

const order = {
  status: 'partially_refunded' as const,
  amount: 135000,
  refunded_amount: 45000,
  uses: { total: 30, used: 20, refunded: 10, left: 0 },
};

const meta = {
  title: 'Patterns/OrderFacts',
  component: OrderStateBadge,
  tags: ['autodocs'],
  args: { order },
} satisfies Meta<typeof OrderStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partly refunded kit order, as both the instructor's history and the administrator's list show it. */
export const Default: Story = {
  render: (args) => (
    <Inline space="3" alignY="center">
      <OrderStateBadge {...args} />
      <Text>{orderMoneyText(order)}</Text>
      <Text size="sm">{orderUsesText(order)}</Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('일부 환불')).toBeVisible();
    await expect(canvas.getByText('135,000원 (환불 45,000원)')).toBeVisible();
    await expect(canvas.getByText('30명분 · 사용 20 · 환불 10 · 남음 0')).toBeVisible();
  },
};

const expired = {
  ...order,
  status: 'expired' as const,
  refunded_amount: 0,
  uses: { total: 10, used: 0, refunded: 0, left: 10 },
};

/** An order never paid: its uses are not offered as left (it has none to give). */
export const NotPaid: Story = {
  args: { order: expired },
  render: (args) => (
    <Inline space="3" alignY="center">
      <OrderStateBadge {...args} />
      <Text size="sm">{orderUsesText(expired)}</Text>
      <Text size="sm">{orderUsesText({ ...expired, status: 'pending' })}</Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('만료')).toBeVisible();
    await expect(canvas.getByText('10명분 · 결제하지 않아 쓸 수 없음')).toBeVisible();
    await expect(canvas.getByText('10명분 · 결제가 끝나면 쓸 수 있음')).toBeVisible();
    await expect(canvas.queryByText(/남음/)).toBeNull();
  },
};
