import type { InstructorClass } from '@career/api-sdk';
import type { ReactNode } from 'react';
import { Inline } from '../components/Inline';
import { Table, type TableColumn } from '../components/Table';
import { ClassStateBadge, classPeriodText, FeeStateBadge, feeAmountText } from './ClassFacts';

export interface ClassTableProps {
  label: string;
  classes: readonly InstructorClass[];
  /** The class's name as a link to its screen (the host app's router). */
  renderName: (found: InstructorClass) => ReactNode;
  emptyState?: ReactNode;
}

/** The instructor's classes: name, organization, days, state, participants and fee. */
export function ClassTable({ label, classes, renderName, emptyState }: ClassTableProps) {
  const columns: TableColumn<InstructorClass>[] = [
    { id: 'name', label: '수업', render: renderName, isRowHeader: true },
    { id: 'organization', label: '기관', render: (found) => found.organization || '-' },
    { id: 'period', label: '기간', render: classPeriodText },
    { id: 'state', label: '상태', render: (found) => <ClassStateBadge state={found.state} /> },
    {
      id: 'participants',
      label: '참여자',
      align: 'end',
      render: (found) =>
        found.capacity ? `${found.participant_count} / ${found.capacity}명` : `${found.participant_count}명`,
    },
    {
      id: 'fee',
      label: '강사료',
      align: 'end',
      render: (found) =>
        found.state === 'cancelled' ? (
          '-'
        ) : (
          <Inline space="2" alignY="center" align="end">
            <span>{feeAmountText(found.fee)}</span>
            {found.fee.state === 'none' ? null : <FeeStateBadge state={found.fee.state} />}
          </Inline>
        ),
    },
  ];
  return <Table label={label} columns={columns} rows={classes} emptyState={emptyState} />;
}
