import { type COUPON_CODE_STATES, type CouponCode, type CouponGroup, routes, withParticle } from '@career/api-sdk';
import {
  Button,
  CopyButton,
  CsvExportButton,
  confirm,
  dateTimeOf,
  Inline,
  ListView,
  QueryFilter,
  type TableColumn,
  Text,
  useListQuery,
} from '@career/tools-ui';
import { useState } from 'react';
import { api } from '../../api';
import { CODE_STATE_OPTIONS, CodeStateBadge } from './states';

type CodeFilter = 'all' | (typeof COUPON_CODE_STATES)[number];

/**
 * A group's codes, paged and filtered in the address: who redeemed each and when, a code's copy and
 * its revocation (confirmed first), and the CSV of the codes the filter shows.
 */
export function CouponCodes({ group, onChanged }: { group: CouponGroup; onChanged(): void }) {
  const query = useListQuery();
  const columns: TableColumn<CouponCode>[] = [
    { id: 'number', label: '번호', allowsSorting: true, render: (row) => row.id, width: '5rem' },
    {
      id: 'code',
      label: '코드',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => (
        <Inline space="2" alignY="center">
          <span>{row.code}</span>
          <CopyButton text={row.code} label="복사" />
        </Inline>
      ),
    },
    { id: 'state', label: '상태', render: (row) => <CodeStateBadge state={row.state} /> },
    {
      id: 'use_count',
      label: '사용',
      align: 'end',
      allowsSorting: true,
      render: (row) => `${row.use_count} / ${row.uses_per_code}번`,
    },
    { id: 'redeemer', label: '사용한 사람', render: (row) => row.redeemed_by?.name ?? '-' },
    { id: 'redeemed_at', label: '사용 일시', allowsSorting: true, render: (row) => dateTimeOf(row.redeemed_at) },
    {
      id: 'revoke',
      label: '회수',
      render: (row) =>
        row.state === 'revoked' ? (
          <Text size="sm" tone="muted">
            {dateTimeOf(row.revoked_at)}
          </Text>
        ) : group.revoked_at ? (
          '-'
        ) : (
          // The group is loaded again (its counts change), and the list with it, on the same page.
          <RevokeCode code={row} onRevoked={onChanged} />
        ),
    },
  ];
  return (
    <ListView
      label="쿠폰 코드"
      query={query}
      load={(search) =>
        api.load(routes.coupons.codeList, { params: { id: String(group.id) }, query: {} }, { query: search })
      }
      columns={columns}
      defaultSort="number"
      search={{ label: '코드 (일부도 됩니다)' }}
      filters={<QueryFilter query={query} name="state" label="상태" options={CODE_STATE_OPTIONS} />}
      tools={
        <CsvExportButton
          load={() =>
            api.load(routes.coupons.codeExport, {
              params: { id: String(group.id) },
              // The address's filter as it is: one the server does not know is refused in words.
              query: { state: (query.get('state') || 'all') as CodeFilter },
            })
          }
        />
      }
      empty={{ title: '코드가 없습니다' }}
    />
  );
}

/** Revokes one code, confirmed first: it can no longer be redeemed; what it gave stays given. */
function RevokeCode({ code, onRevoked }: { code: CouponCode; onRevoked(): void }) {
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    const sure = await confirm(
      `코드 ${withParticle(code.code, '을/를')} 회수할까요? 이 코드는 더 이상 등록할 수 없습니다. 이미 등록한 사람이 받은 도구는 그대로입니다.`,
      { title: '코드 회수', confirmLabel: '회수', tone: 'warning' },
    );
    if (!sure) return;
    setBusy(true);
    const done = await api.call(
      routes.coupons.codeRevoke,
      { params: { id: String(code.id) }, body: {} },
      { unwrap: true },
    );
    setBusy(false);
    if (done) onRevoked();
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      isLoading={busy}
      loadingLabel="회수하는 중"
      onPress={revoke}
      aria-label={`코드 ${code.code} 회수`}
    >
      회수
    </Button>
  );
}
