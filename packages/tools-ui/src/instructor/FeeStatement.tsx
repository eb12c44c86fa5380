import type { FeeTotals, InstructorClass } from '@career/api-sdk';
import { Stack } from '../components/Stack';
import { Table, type TableColumn } from '../components/Table';
import { Text } from '../components/Text';
import { won } from '../patterns/OrderFacts';
import { classPeriodText, dayText, FeeStateBadge, feeAmountText } from './ClassFacts';

/** Lecture fees of a period, class by class, and what they come to (agreed, deposited, still owed). */
export function FeeStatement({ classes, totals }: { classes: readonly InstructorClass[]; totals: FeeTotals }) {
  const columns: TableColumn<InstructorClass>[] = [
    { id: 'name', label: '수업', render: (found) => found.name, isRowHeader: true },
    { id: 'organization', label: '기관', render: (found) => found.organization || '-' },
    { id: 'period', label: '기간', render: classPeriodText },
    { id: 'amount', label: '강사료', align: 'end', render: (found) => feeAmountText(found.fee) },
    {
      id: 'deposit',
      label: '입금',
      align: 'end',
      render: (found) =>
        found.fee.state === 'deposited' && found.fee.deposited_amount !== null && found.fee.deposited_on
          ? `${won(found.fee.deposited_amount)} (${dayText(found.fee.deposited_on)})`
          : '-',
    },
    { id: 'state', label: '상태', render: (found) => <FeeStateBadge state={found.fee.state} /> },
    { id: 'invoice', label: '세금계산서 정보', render: (found) => (found.tax ? '있음' : '없음') },
  ];
  return (
    <Stack space="3">
      <Table
        label="강사료 내역"
        columns={columns}
        rows={classes}
        emptyState={<Text tone="muted">이 기간에 시작한 수업이 없습니다.</Text>}
      />
      <Text>
        {totals.classes}개 수업 · 약정 <strong>{won(totals.agreed)}</strong> · 입금{' '}
        <strong>{won(totals.deposited)}</strong> · 입금 전 <strong>{won(totals.outstanding)}</strong>
      </Text>
    </Stack>
  );
}
