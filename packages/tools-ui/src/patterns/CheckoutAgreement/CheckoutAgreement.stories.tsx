import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckoutAgreement } from './CheckoutAgreement';

const meta = {
  title: 'Patterns/CheckoutAgreement',
  component: CheckoutAgreement,
  tags: ['autodocs'],
  args: {
    orderName: '성격 유형 10인 키트 × 2',
    amount: 100000,
    participants: 20,
    termsHref: '/serviceTermPolicy',
    onPay: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CheckoutAgreement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before paying: 결제하기 is off until both agreements are ticked, by keyboard too. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const pay = canvas.getByRole('button', { name: '100,000원 결제하기' });
    await expect(pay).toBeDisabled();
    await expect(canvas.getByRole('link', { name: '서비스 이용약관' })).toHaveAttribute('href', '/serviceTermPolicy');
    await expect(canvas.getByText(/참여자에게 쓰지 않은 인원만 환불합니다/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /유료 서비스·청약철회·환불 조항/ }));
    await expect(pay).toBeDisabled();
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
    canvas.getByRole('checkbox', { name: /위 환불 기준에 동의합니다/ }).focus();
    await userEvent.keyboard(' ');
    await expect(pay).toBeEnabled();
    await expect(canvas.queryByText('두 항목에 모두 동의하면 결제할 수 있습니다.')).toBeNull();
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** While the order is being made. */
export const Paying: Story = {
  args: { isPaying: true },
};
