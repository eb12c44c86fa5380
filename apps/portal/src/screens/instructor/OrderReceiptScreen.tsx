import { routes } from '@career/api-sdk';
import { identities } from '@career/session';
import {
  Button,
  Heading,
  Inline,
  Loaded,
  linkButton,
  Notice,
  OrderReceipt,
  type ReceiptSeller,
  Stack,
  Text,
  useLoaded,
} from '@career/tools-ui';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { operator } from '../../content/policies/privacyPolicy';

/** The seller as the terms (제3조) post it: one place, the policies' operator. */
const seller: ReceiptSeller = {
  name: operator.companyName,
  facts: [
    { label: '대표자', value: operator.business.representative },
    { label: '사업자등록번호', value: operator.business.registrationNumber },
    { label: '통신판매업 신고번호', value: operator.business.mailOrderNumber },
    { label: '주소', value: operator.business.address },
    { label: '문의', value: operator.supportEmail },
  ],
};

/** `/order/receipt?order=…`: a paid order's receipt, to print or save as PDF (decision 040). */
export function OrderReceiptScreen() {
  const [search] = useSearchParams();
  const orderNo = search.get('order') ?? '';
  const names = useSnapshot(identities);
  const history = useLoaded(() => api.load(routes.commerce.history), 'history');
  return (
    <Stack space="6">
      <Heading level={1}>영수증</Heading>
      <Loaded
        value={history}
        failed="주문을 불러오지 못했습니다"
        loading={{ label: '영수증을 불러오는 중', variant: 'block', lines: 6 }}
      >
        {({ orders }) => {
          const order = orders.find((entry) => entry.order_no === orderNo && entry.paid_at);
          return order ? (
            <>
              <OrderReceipt order={order} buyer={names.universityUser || '강사'} seller={seller} />
              <Text size="sm" tone="muted">
                {order.method === '카드' || order.gateway === 'sandbox'
                  ? '카드 결제의 증빙은 카드 매출전표입니다. '
                  : '계좌이체·가상계좌 결제의 현금영수증은 결제사(토스페이먼츠) 결제창에서 신청한 대로 발급됩니다. '}
                사업자 구매로 세금계산서가 필요하면 주문 번호, 사업자등록번호, 상호와 세금계산서를 받을 이메일을{' '}
                {operator.supportEmail}로 보내 주세요.
              </Text>
              <Inline space="3">
                <Button variant="primary" onPress={() => window.print()}>
                  인쇄하기 (PDF로 저장)
                </Button>
                <Link to="/order/history" className={linkButton({ variant: 'secondary' })}>
                  주문 내역
                </Link>
              </Inline>
            </>
          ) : (
            <Notice tone="warning" title="영수증을 찾을 수 없습니다">
              결제가 끝난 주문의 영수증만 볼 수 있습니다. 주문 내역에서 주문을 골라 주세요.{' '}
              <Link to="/order/history">주문 내역으로</Link>
            </Notice>
          );
        }}
      </Loaded>
    </Stack>
  );
}
