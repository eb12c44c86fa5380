import { type commerce, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  Button,
  Card,
  dateTimeOf,
  EmptyState,
  Heading,
  Notice,
  RecordPending,
  Stack,
  Table,
  type TableColumn,
  Text,
  textLink,
  useLoaded,
  won,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';
import { buyerText, orderColumns } from './orderColumns';

type View = EndpointData<typeof commerce.adminKits>;
type OrderRow = View['orders'][number];
type Difference = View['differences'][number];

const differenceColumns: TableColumn<Difference>[] = [
  { id: 'order_no', label: '주문 번호', isRowHeader: true },
  { id: 'kind', label: '다른 점' },
  { id: 'ours', label: '우리 기록' },
  { id: 'theirs', label: '결제사 기록' },
];

/** /admin/kit: the kits for sale, every order with its uses, and what differs from the gateway. */
export function KitAdmin() {
  const title = useScreenTitle();
  const loaded = useLoaded(() => api.load(routes.commerce.adminKits), 'kits');
  const [busy, setBusy] = useState(false);
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="키트" />;
  const { kits, orders, differences, reconciled_at } = loaded.data;
  const reconcile = async () => {
    setBusy(true);
    const done = await api.call(routes.commerce.reconcile, {}, { unwrap: true });
    setBusy(false);
    if (done) loaded.retry();
  };
  const columns: TableColumn<OrderRow>[] = [
    ...orderColumns<OrderRow>().slice(0, 2),
    {
      id: 'instructor',
      label: '강사',
      render: (order) => (
        <Stack space="1">
          <Link className={textLink} to={`/instructor/kit/${order.instructor.id}`}>
            {order.instructor.name}
          </Link>
          {order.buyer ? (
            <Text size="sm" tone="muted">
              주문자: {buyerText(order)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    ...orderColumns<OrderRow>().slice(2),
  ];
  return (
    <Stack space="8">
      <Stack space="2">
        <Heading level={1}>키트 관리</Heading>
        <Text tone="muted">판매 중인 키트, 강사들의 주문과 쓰인 인원, 결제사 기록과의 대사 결과입니다.</Text>
      </Stack>
      <Card title="판매 중인 키트" headingLevel={2}>
        <Table
          label="판매 중인 키트"
          columns={[
            { id: 'name', label: '키트', isRowHeader: true },
            { id: 'tool', label: '도구', render: (kit) => TOOL_NAMES[kit.action_item] },
            { id: 'uses', label: '인원', align: 'end', render: (kit) => `${kit.uses}명` },
            { id: 'price', label: '가격', align: 'end', render: (kit) => won(kit.price) },
          ]}
          rows={kits}
        />
      </Card>
      <Card
        title="결제 대사"
        headingLevel={2}
        description={
          reconciled_at
            ? `마지막 대사: ${dateTimeOf(reconciled_at)}. 매일 한 번, 지난 35일의 결제를 결제사 기록과 비교합니다.`
            : '아직 대사하지 않았습니다. 매일 한 번, 지난 35일의 결제를 결제사 기록과 비교합니다.'
        }
        actions={
          <Button
            size="sm"
            variant="secondary"
            onPress={() => void reconcile()}
            isLoading={busy}
            loadingLabel="대사하는 중"
          >
            지금 대사하기
          </Button>
        }
      >
        {differences.length === 0 ? (
          <Notice tone="success" title="다른 점이 없습니다">
            {reconciled_at
              ? '마지막 대사에서 주문과 결제사 기록이 모두 맞았습니다.'
              : '대사를 하면 결과가 여기에 나옵니다.'}
          </Notice>
        ) : (
          <Table label="결제사 기록과 다른 주문" columns={differenceColumns} rows={differences} />
        )}
      </Card>
      <Card title={`주문 ${orders.length}건`} headingLevel={2}>
        {orders.length === 0 ? (
          <EmptyState title="아직 주문이 없습니다" description="강사가 키트를 구매하면 여기에 나옵니다." />
        ) : (
          <Table label="키트 주문" columns={columns} rows={orders} />
        )}
      </Card>
    </Stack>
  );
}
