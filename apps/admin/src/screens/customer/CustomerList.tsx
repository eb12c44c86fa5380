import { routes } from '@career/api-sdk';
import { dateOf, ResourceList, type RowOf } from '@career/tools-ui';
import { api } from '../../api';

type Customer = RowOf<typeof routes.admin.customerList>;

const CHANNEL_NAMES = { ai_gift: 'AI 선물', coupon: '쿠폰', purchase: '구매' } as const;

const CHANNEL_OPTIONS = [
  { id: 'all', label: '전체' },
  ...Object.entries(CHANNEL_NAMES).map(([id, label]) => ({ id, label })),
];

/** The ways a customer came, in words: 'AI 선물 · 쿠폰 2'. */
const channelsOf = (customer: Customer) =>
  (Object.keys(CHANNEL_NAMES) as (keyof typeof CHANNEL_NAMES)[])
    .filter((channel) => customer.channels[channel] > 0)
    .map(
      (channel) => `${CHANNEL_NAMES[channel]}${customer.channels[channel] > 1 ? ` ${customer.channels[channel]}` : ''}`,
    )
    .join(' · ');

/** /admin/customer: people who got tools outside a university contract (decision 022). */
export function CustomerList() {
  return (
    <ResourceList
      title="고객 관리"
      intro="대학 계약 밖에서 도구를 받은 사람입니다: AI 선물 코드로 로그인한 사람, 쿠폰을 쓴 사람, 그리고 주문 기능이 열리면 도구를 산 사람. 이름을 누르면 받은 이용권과 결과가 있는 사용자 상세로 갑니다."
      client={api}
      list={routes.admin.customerList}
      exportTo={routes.admin.customerExport}
      label="고객"
      unit="명"
      name={{ id: 'name', label: '이름', text: (row) => row.name, to: (row) => `/user/detail/${row.id}` }}
      columns={[
        { id: 'email', label: '이메일', render: (row) => row.email ?? '-' },
        { id: 'university', label: '대학', render: (row) => row.university?.name ?? '-' },
        { id: 'channels', label: '받은 경로', render: channelsOf },
        { id: 'since', label: '처음 받은 날', allowsSorting: true, render: (row) => dateOf(row.since) },
        {
          id: 'runs',
          label: '시작 / 마침',
          align: 'end',
          render: (row) => `${row.runs_started} / ${row.runs_completed}`,
        },
        { id: 'last_activity', label: '마지막 활동', render: (row) => dateOf(row.last_activity_at) },
      ]}
      defaultSort="-since"
      search={{ label: '이름 또는 이메일' }}
      filters={[{ name: 'channel', label: '받은 경로', options: CHANNEL_OPTIONS }]}
      empty={{
        title: '아직 고객이 없습니다',
        description: 'AI 선물 코드로 로그인하거나 쿠폰을 쓴 사람이 여기에 나옵니다.',
      }}
    />
  );
}
