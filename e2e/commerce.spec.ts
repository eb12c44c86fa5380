import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectPath } from './helpers';

// Kits end to end (issue 22), through the built product's sandbox checkout (테스트 결제, no gateway
// keys on the test server): the second demo instructor buys a kit, sees it in the order history,
// runs personality type for a participant with it, refunds the rest, and the uses shrink; a
// declined payment leaves the order to pay again. Each run adds its own participant (through the
// administrator), so a run never depends on what another did.

const headers = { 'x-requested-with': 'career-platform' };

/** The kit instructor signed in, and a new participant in their class (named for this run). */
async function instructorWithNewParticipant(page: Page): Promise<string> {
  const login = await page.request.post('/api/instructor-login', {
    data: { login_id: 'kit@demo.kr', password: DEMO_PASSWORD },
    headers,
  });
  expect(login.status()).toBe(200);
  const links = await (await page.request.get('/api/qrcode')).json();
  const camp = (links.data.classes as { id: number; name: string }[]).find((entry) => entry.name.startsWith('최강사'));
  expect(camp).toBeDefined();
  const admin = await page.request.post('/api/admin-login', {
    data: { login_id: 'admin', password: DEMO_PASSWORD },
    headers,
  });
  expect(admin.status()).toBe(200);
  const name = `키트${Date.now().toString(36).slice(-5)}`;
  const made = await page.request.post(`/adminApi/class/${camp?.id}/participant/register`, { data: { name }, headers });
  expect(made.status()).toBe(200);
  return name;
}

/** 구매하기 on the 10-person kit, then both agreements and 결제하기: the order is made only then. */
async function orderTenKit(page: Page): Promise<void> {
  await page.goto('/product');
  const kit = page.getByRole('region', { name: '성격 유형 10인 키트' });
  await kit.getByRole('button', { name: '50,000원 구매하기' }).click();
  const agreement = page.getByRole('region', { name: '주문 확인' });
  const pay = agreement.getByRole('button', { name: '50,000원 결제하기' });
  await expect(pay).toBeDisabled();
  // By keyboard: the terms' label holds a link, so a click in it could open the terms instead.
  const terms = agreement.getByRole('checkbox', { name: /서비스 이용약관.*동의합니다/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expect(pay).toBeDisabled();
  await agreement
    .getByRole('checkbox', { name: '위 환불 기준에 동의합니다. (필수)' })
    .locator('xpath=ancestor::label')
    .click();
  await pay.click();
}

/** Buys the 10-person kit through the sandbox checkout and lands on the receipt. */
async function buyTenKit(page: Page): Promise<void> {
  await orderTenKit(page);
  const checkout = page.getByRole('region', { name: '테스트 결제' });
  await expect(checkout.getByText('실제 돈이 오가지 않는 테스트 결제입니다')).toBeVisible();
  await checkout.getByRole('button', { name: '50,000원 테스트 결제하기' }).click();
}

test('an instructor buys a kit in the sandbox checkout, uses it for a participant, refunds the rest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const participant = await instructorWithNewParticipant(page);
  await buyTenKit(page);
  await expectPath(page, /^\/payment-success\?/);
  await expect(page.getByRole('heading', { level: 1, name: '결제 완료' })).toBeVisible();
  const receipt = page.getByRole('heading', { level: 2, name: '결제가 끝났습니다' });
  await expect(receipt).toBeVisible();
  await expect(page.getByText('10명분 · 사용 0 · 환불 0 · 남음 10')).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('orderId') ?? '';
  // A reload of the success address confirms nothing twice: the same receipt.
  await page.reload();
  await expect(receipt).toBeVisible();
  // The same address with another amount is refused, and the heading says so.
  const tampered = new URL(page.url());
  tampered.searchParams.set('amount', '1');
  await page.goto(tampered.pathname + tampered.search);
  await expect(page.getByRole('heading', { level: 1, name: '결제 승인 실패' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '결제를 승인하지 못했습니다' })).toBeVisible();
  await page.goBack();
  await expect(receipt).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: '주문 내역' }).click();
  // This run's order by its number: other journeys buy the same kit at the same time.
  const row = page.getByRole('row').filter({ hasText: `주문 번호 ${orderNo}` });
  await expect(row).toContainText('결제 완료');
  await expect(row).toContainText('남음 10');
  expect(orderNo).toMatch(/^KIT-[0-9a-f]{24}$/);

  // The participant takes personality type with one use of it.
  await page.goto('/instructor-modal/ptid/main');
  await page.getByRole('button', { name: `${participant} 선택` }).click();
  await expect(page.getByText(/시작하면 강사님의 키트에서 1명분을 씁니다/)).toBeVisible();
  await page.getByRole('button', { name: '시작하기' }).click();
  await expect(page.getByRole('button', { name: '활동 답하기 시작' })).toBeVisible();

  await page.goto('/order/history');
  await expect(row).toContainText('사용 1 · 환불 0 · 남음 9');
  await row.getByRole('link', { name: /환불 신청/ }).click();
  await expectPath(page, /^\/order\/refund\?order=KIT-/);
  await expect(page.getByRole('textbox', { name: '환불할 인원' })).toHaveValue('9');
  await expect(page.getByText('돌려받을 금액: 45,000원')).toBeVisible();
  await page.getByRole('textbox', { name: '환불 사유' }).fill('수업 인원이 줄었습니다.');
  await page.getByRole('button', { name: '환불 신청하기' }).click();
  await page.getByRole('alertdialog', { name: '환불 신청' }).getByRole('button', { name: '환불하기' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '환불했습니다' })).toBeVisible();
  await expect(page.getByText('10명분 · 사용 1 · 환불 9 · 남음 0')).toBeVisible();
  await expect(page.getByText('남은 인원을 모두 환불했습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '남은 인원 더 환불하기' })).toHaveCount(0);

  await page.goto('/order/history');
  await expect(row).toContainText('일부 환불');
  await expect(row).toContainText('50,000원 (환불 45,000원)');
});

test('a declined payment leaves the order to pay again', async ({ page }) => {
  test.setTimeout(90_000);
  await instructorWithNewParticipant(page);
  await orderTenKit(page);
  await page.getByRole('button', { name: '카드 거절 시험하기' }).click();
  await expectPath(page, /^\/payment-fail\?/);
  await expect(page.getByText('카드사에서 결제를 거절했습니다. (테스트 결제)')).toBeVisible();
  await expect(page.getByText('주문은 그대로 남아 있어 다시 결제할 수 있습니다.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '다시 결제하기' }).click();
  await page
    .getByRole('region', { name: '테스트 결제' })
    .getByRole('button', { name: '50,000원 테스트 결제하기' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: '결제가 끝났습니다' })).toBeVisible();
});

test('결제하기 on an unpaid order in the history opens its checkout again, and paying it completes that order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await instructorWithNewParticipant(page);
  await orderTenKit(page);
  await page.getByRole('button', { name: '카드 거절 시험하기' }).click();
  await expectPath(page, /^\/payment-fail\?/);
  const orderNo = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(orderNo).not.toBe('');

  await page.goto('/order/history');
  const row = page.getByRole('row').filter({ hasText: `주문 번호 ${orderNo}` });
  await expect(row).toContainText('결제 전');
  await row.getByRole('button', { name: '결제하기' }).click();
  // The checkout of that order, here: no failure page, nothing recorded as a failure.
  await expectPath(page, '/order/history');
  const checkout = page.getByRole('region', { name: '테스트 결제' });
  await expect(checkout).toContainText('성격 유형 10인 키트');
  await checkout.getByRole('button', { name: '50,000원 테스트 결제하기' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '결제가 끝났습니다' })).toBeVisible();
  await page.goto('/order/history');
  await expect(page.getByRole('row').filter({ hasText: `주문 번호 ${orderNo}` })).toContainText('결제 완료');
});

test('agreeing is asked before an order is made, and the paid order has a receipt to keep', async ({ page }) => {
  test.setTimeout(90_000);
  await instructorWithNewParticipant(page);
  const before = (await (await page.request.get('/api/order/history')).json()).data.orders.length;
  await page.goto('/product');
  await page
    .getByRole('region', { name: '성격 유형 10인 키트' })
    .getByRole('button', { name: '50,000원 구매하기' })
    .click();
  const agreement = page.getByRole('region', { name: '주문 확인' });
  await expect(agreement).toContainText('성격 유형 10인 키트 · 참여자 10명분 · 50,000원 (부가세 포함)');
  await expect(agreement.getByRole('link', { name: '서비스 이용약관' })).toHaveAttribute('href', '/serviceTermPolicy');
  await expect(agreement.getByRole('button', { name: '50,000원 결제하기' })).toBeDisabled();
  // 구매하기 alone made no order, and a call without the agreements makes none either.
  const refused = await page.request.post('/api/order/kit', {
    data: { kit_id: 1, quantity: 1 },
    headers,
  });
  expect(refused.status()).toBe(400);
  expect((await (await page.request.get('/api/order/history')).json()).data.orders).toHaveLength(before);
  await agreement.getByRole('button', { name: '취소' }).click();
  await expect(agreement).toHaveCount(0);

  await buyTenKit(page);
  await expect(page.getByRole('heading', { level: 2, name: '결제가 끝났습니다' })).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('orderId') ?? '';
  await page.getByRole('link', { name: '영수증 보기' }).click();
  await expectPath(page, `/order/receipt?order=${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: '영수증' })).toBeVisible();
  const receipt = page.getByRole('region', { name: '영수증' });
  await expect(receipt).toContainText(orderNo);
  await expect(receipt.getByRole('row', { name: /^공급가액/ })).toContainText('45,455원');
  await expect(receipt.getByRole('row', { name: /^부가세/ })).toContainText('4,545원');
  await expect(receipt.getByRole('row', { name: /^합계/ })).toContainText('50,000원');
  await expect(receipt).toContainText('테스트 결제 영수증입니다');
  await expect(receipt).toContainText('구매자');
  await expect(receipt).toContainText('최강사');
  await expect(receipt).toContainText('문의: help@example.kr');
  await expect(page.getByRole('button', { name: '인쇄하기 (PDF로 저장)' })).toBeVisible();
  // The history leads to the same receipt.
  await page.goto('/order/history');
  await page.getByRole('link', { name: `성격 유형 10인 키트 영수증 (주문 번호 ${orderNo})` }).click();
  await expectPath(page, `/order/receipt?order=${orderNo}`);
});

test('an order left unpaid past its time reads 만료 and offers no 결제하기', async ({ page }) => {
  await instructorWithNewParticipant(page);
  await page.goto('/order/history');
  // The demo's order made two hours ago and never paid.
  const row = page.getByRole('row').filter({ hasText: '주문 번호 KIT-demo-unpaid-expired' });
  await expect(row).toContainText('만료');
  await expect(row).toContainText('결제하지 않아 만료됨');
  await expect(row.getByRole('button', { name: '결제하기' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /영수증/ })).toHaveCount(0);
  const again = await page.request.get('/api/order/checkout/KIT-demo-unpaid-expired');
  expect(again.status()).toBe(409);
  // A fresh unpaid order says until when it can be paid.
  await orderTenKit(page);
  await page.getByRole('region', { name: '테스트 결제' }).getByRole('button', { name: '닫기' }).click();
  await page.goto('/order/history');
  await expect(page.getByRole('row').filter({ hasText: '까지 결제' }).first()).toContainText('결제 전');
});
