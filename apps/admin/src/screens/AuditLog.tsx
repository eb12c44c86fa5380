import { type admin, type EndpointData, routes } from '@career/api-sdk';
import {
  changesOf,
  dateTimeOf,
  Heading,
  ListView,
  QueryFilter,
  Stack,
  type TableColumn,
  Text,
  UserText,
  useListQuery,
} from '@career/tools-ui';
import { Fragment } from 'react';
import { api } from '../api';

type Entry = EndpointData<typeof admin.auditList>['items'][number];

const ENTITIES = [
  { id: 'all', label: '전체' },
  { id: 'university', label: '대학' },
  { id: 'class', label: '학급' },
  { id: 'consultant', label: '상담사' },
  { id: 'manager', label: '대학 관리자' },
  { id: 'user', label: '사용자' },
  { id: 'coupon_group', label: '쿠폰' },
  { id: 'ai_gift', label: 'AI 선물' },
];

/** /admin/audit: every change an administrator made, newest first (decision 022). */
export function AuditLog() {
  const query = useListQuery();
  const columns: TableColumn<Entry>[] = [
    { id: 'created', label: '언제', allowsSorting: true, render: (row) => dateTimeOf(row.created_at), width: '11rem' },
    { id: 'who', label: '누가', render: (row) => <UserText>{row.admin_name}</UserText>, width: '7rem' },
    { id: 'what', label: '무엇을', isRowHeader: true, render: (row) => <UserText>{row.summary}</UserText> },
    {
      id: 'changes',
      label: '바뀐 내용',
      render: (row) => {
        const changes = changesOf(row.before, row.after);
        if (changes.length === 0) return row.reason ? <UserText>{row.reason}</UserText> : '-';
        return changes.map((change, index) => (
          <Fragment key={change.field}>
            {index > 0 ? ' / ' : null}
            {change.field}: <UserText>{change.before}</UserText> → <UserText>{change.after}</UserText>
          </Fragment>
        ));
      },
    },
  ];
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>관리 기록</Heading>
        <Text tone="muted">관리자가 등록하고 바꾸고 지운 모든 내용이 남습니다. 기록은 고치거나 지울 수 없습니다.</Text>
      </Stack>
      <ListView
        label="관리 기록"
        query={query}
        load={(search) => api.load(routes.admin.auditList, { query: {} }, { query: search })}
        columns={columns}
        defaultSort="-created"
        filters={<QueryFilter query={query} name="entity" label="대상" options={ENTITIES} clears={['entity_id']} />}
        exportFile={(search) => api.load(routes.admin.auditExport, { query: {} }, { query: search })}
        empty={{ title: '아직 기록이 없습니다' }}
      />
    </Stack>
  );
}
