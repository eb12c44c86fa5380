import { type Order, vatSplit } from '@career/api-sdk';
import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Fact } from '../../console/Fact';
import { dateTimeOf } from '../../console/format';
import { textLink } from '../LinkStyles';
import { Notice } from '../Notice';
import { won } from '../OrderFacts';
import * as styles from './OrderReceipt.css';

export interface ReceiptSeller {
  /** 상호. */
  name: string;
  /** What the seller posts about itself (사업자등록번호, 대표자, 주소, 문의…), in order. */
  facts: readonly { label: string; value: string }[];
}

export interface OrderReceiptProps {
  /** A paid order (or one refunded since). */
  order: Order;
  /** Who paid, as the receipt names them. */
  buyer: string;
  seller: ReceiptSeller;
}

/**
 * A receipt a buyer can keep (decision 040): what was bought, the amount split into supply value
 * and VAT (prices include VAT), when and how it was paid, every refund since, and who sold it; with
 * the gateway's own card slip when it gives one. The sandbox's says no money moved.
 */
export function OrderReceipt({ order, buyer, seller }: OrderReceiptProps) {
  const { supply, vat } = vatSplit(order.amount);
  const refunds = order.refunds.filter((refund) => refund.status === 'done');
  return (
    <Card title="영수증" headingLevel={2} className={styles.receipt}>
      <Stack space="5">
        {order.gateway === 'sandbox' ? (
          <Notice tone="warning" title="테스트 결제 영수증입니다">
            결제사 키가 설정되지 않은 서버의 테스트 결제라 실제 돈은 오가지 않았습니다.
          </Notice>
        ) : null}
        <Grid minItemWidth="12rem" space="3">
          <Fact label="주문 번호">{order.order_no}</Fact>
          <Fact label="결제 일시">{dateTimeOf(order.paid_at)}</Fact>
          <Fact label="결제 수단">{order.method ?? '-'}</Fact>
          <Fact label="구매자">{buyer}</Fact>
        </Grid>
        <table className={styles.table}>
          <caption className={styles.caption}>구매 내역</caption>
          <thead>
            <tr>
              <th scope="col">상품</th>
              <th scope="col">수량</th>
              <th scope="col">인원</th>
              <th scope="col" className={styles.money}>
                금액
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{order.kit.name}</th>
              <td>{order.quantity}개</td>
              <td>{order.uses.total}명분</td>
              <td className={styles.money}>{won(order.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                공급가액
              </th>
              <td className={styles.money}>{won(supply)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                부가세
              </th>
              <td className={styles.money}>{won(vat)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                합계 (부가세 포함)
              </th>
              <td className={styles.money}>
                <strong>{won(order.amount)}</strong>
              </td>
            </tr>
            {refunds.map((refund) => (
              <tr key={refund.id}>
                <th scope="row" colSpan={3}>
                  환불 {dateTimeOf(refund.created_at)} · {refund.uses}명분
                </th>
                <td className={styles.money}>-{won(refund.amount)}</td>
              </tr>
            ))}
            {refunds.length > 0 ? (
              <tr>
                <th scope="row" colSpan={3}>
                  환불 뒤 결제 금액
                </th>
                <td className={styles.money}>
                  <strong>{won(order.amount - order.refunded_amount)}</strong>
                </td>
              </tr>
            ) : null}
          </tfoot>
        </table>
        <Stack space="1">
          <Text weight="bold">판매자</Text>
          <Text size="sm">{seller.name}</Text>
          {seller.facts.map((fact) => (
            <Text size="sm" key={fact.label}>
              {fact.label}: {fact.value}
            </Text>
          ))}
        </Stack>
        {order.receipt_url ? (
          <a href={order.receipt_url} target="_blank" rel="noreferrer" className={textLink}>
            결제사 영수증(카드 매출전표) 보기
          </a>
        ) : null}
      </Stack>
    </Card>
  );
}
