import type { Order } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderReceipt } from './OrderReceipt';

const order: Order = {
  id: 7,
  order_no: 'KIT-3f9a0c1d2e4b5a6978c0d1e2',
  order_name: '성격 유형 30인 키트',
  kit: {
    id: 2,
    name: '성격 유형 30인 키트',
    action_item: 'ptid',
    uses: 30,
    price: 135000,
    description: '한 반(30명)이 함께 쓰는 키트입니다.',
  },
  quantity: 1,
  amount: 135000,
  status: 'partially_refunded',
  gateway: 'toss',
  uses: { total: 30, used: 20, refunded: 10, left: 0 },
  refunded_amount: 45000,
  refundable_amount: 0,
  method: '카드',
  receipt_url: 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=tviva20261201',
  failure: null,
  paid_at: '2026-12-02T01:30:00.000Z',
  created_at: '2026-12-02T01:28:00.000Z',
  payable_until: null,
  agreement: { terms_version: '2026-12-01', agreed_at: '2026-12-02T01:28:00.000Z' },
  refunds: [
    {
      id: 1,
      uses: 10,
      amount: 45000,
      reason: '인원이 줄었습니다.',
      status: 'done',
      created_at: '2026-12-10T05:00:00.000Z',
    },
  ],
};

const seller = {
  name: '운영사',
  facts: [
    { label: '사업자등록번호', value: '123-45-67890' },
    { label: '문의', value: 'help@example.kr' },
  ],
};

const meta = {
  title: 'Patterns/OrderReceipt',
  component: OrderReceipt,
  tags: ['autodocs'],
  args: { order, buyer: '최강사', seller },
} satisfies Meta<typeof OrderReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card payment through Toss, partly refunded: VAT split, the refund, the seller, the gateway's slip. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rowOf = (name: RegExp) => canvas.getByRole('row', { name });
    await expect(rowOf(/^공급가액/)).toHaveTextContent('122,727원');
    await expect(rowOf(/^부가세/)).toHaveTextContent('12,273원');
    await expect(rowOf(/^합계/)).toHaveTextContent('135,000원');
    await expect(rowOf(/^환불 .* 10명분/)).toHaveTextContent('-45,000원');
    await expect(rowOf(/^환불 뒤 결제 금액/)).toHaveTextContent('90,000원');
    await expect(canvas.getByText('사업자등록번호: 123-45-67890')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '결제사 영수증(카드 매출전표) 보기' })).toHaveAttribute(
      'href',
      order.receipt_url,
    );
    await expect(canvas.queryByText('테스트 결제 영수증입니다')).toBeNull();
  },
};

/** The sandbox's own receipt: no gateway slip, and it says no money moved. */
export const Sandbox: Story = {
  args: {
    order: {
      ...order,
      gateway: 'sandbox',
      method: '테스트 결제',
      receipt_url: null,
      status: 'paid',
      refunded_amount: 0,
      refunds: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('테스트 결제 영수증입니다')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('row', { name: /환불 뒤/ })).toBeNull();
  },
};
