import { type AdminOrder, routes, usableUsesOf } from '@career/api-sdk';
import {
  Card,
  dateOf,
  EmptyState,
  Heading,
  Notice,
  RecordPending,
  Stack,
  Table,
  type TableColumn,
  Text,
  textLink,
  UserText,
  useLoaded,
} from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';
import { buyerText, orderColumns } from './orderColumns';

/** /admin/instructor/kit/{universityUserId}: one instructor's kit orders and their uses. */
export function InstructorKits() {
  const title = useScreenTitle();
  const id = useParams().universityUserId ?? '';
  const loaded = useLoaded(() => api.load(routes.commerce.adminInstructorKits, { params: { id } }), id);
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="키트 주문" lines={6} />;
  const { instructor, orders } = loaded.data;
  const left = orders.reduce((sum, order) => sum + usableUsesOf(order), 0);
  const columns: TableColumn<AdminOrder>[] = instructor.withdrawn_at
    ? [
        ...orderColumns<AdminOrder>(),
        { id: 'buyer', label: '주문자 (보관)', render: (order) => buyerText(order) ?? '-' },
      ]
    : orderColumns<AdminOrder>();
  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>강사 키트</Heading>
        <Text tone="muted">
          <UserText>{instructor.name}</UserText>
          {instructor.withdrawn_at ? '' : ' 강사'} · 남은 인원 {left}명 ·{' '}
          <Link className={textLink} to={`/instructor/detail/${instructor.id}`}>
            강사 상세
          </Link>
        </Text>
      </Stack>
      {instructor.withdrawn_at ? (
        <Notice tone="info" title={`${dateOf(instructor.withdrawn_at)}에 탈퇴한 강사입니다`}>
          <Text>
            주문·결제·환불 기록은 전자상거래법에 따라 마지막 거래일부터 5년 동안 주문자의 이름·이메일과 함께 보관하고,
            그 뒤에는 이름과 이메일을 지웁니다.
          </Text>
        </Notice>
      ) : null}
      <Card title={`주문 ${orders.length}건`} headingLevel={2}>
        {orders.length === 0 ? (
          <EmptyState title="주문이 없습니다" description="이 강사는 아직 키트를 구매하지 않았습니다." />
        ) : (
          <Table label={`${instructor.name} 강사의 키트 주문`} columns={columns} rows={orders} />
        )}
      </Card>
    </Stack>
  );
}
