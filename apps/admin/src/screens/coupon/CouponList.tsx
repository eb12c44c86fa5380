import { routes, TOOL_NAMES } from '@career/api-sdk';
import { dateOf, periodOf, ResourceList } from '@career/tools-ui';
import { api } from '../../api';
import { GROUP_STATE_OPTIONS, GroupStateBadge } from './states';

/** /admin/coupon: every coupon group, searched, filtered, sorted and paged in the address. */
export function CouponList() {
  return (
    <ResourceList
      title="쿠폰 관리"
      intro="쿠폰 묶음마다 코드를 만들어 나눠 줍니다. 묶음 이름을 누르면 코드와 사용 현황으로 갑니다. 코드 전체로 찾으면 그 코드의 묶음이 나옵니다."
      client={api}
      list={routes.coupons.groupList}
      exportTo={routes.coupons.groupExport}
      label="쿠폰 묶음"
      name={{ id: 'name', label: '쿠폰 묶음', text: (row) => row.name, to: (row) => `/coupon/${row.id}` }}
      columns={[
        { id: 'tools', label: '주는 도구', render: (row) => row.tools.map((tool) => TOOL_NAMES[tool]).join(', ') },
        {
          id: 'valid_until',
          label: '사용 기간',
          allowsSorting: true,
          render: (row) => periodOf(row.valid_from, row.valid_until),
        },
        {
          id: 'codes',
          label: '사용한 코드',
          align: 'end',
          render: (row) =>
            `${row.redeemed_codes.toLocaleString('ko-KR')} / ${row.code_count.toLocaleString('ko-KR')}개`,
        },
        { id: 'uses', label: '코드당', align: 'end', render: (row) => `${row.uses_per_code}번` },
        { id: 'state', label: '상태', render: (row) => <GroupStateBadge state={row.state} /> },
        { id: 'created', label: '만든 날', allowsSorting: true, render: (row) => dateOf(row.created_at) },
      ]}
      edit={(row) => ({ to: `/coupon/${row.id}/edit`, name: row.name })}
      defaultSort="-created"
      search={{ label: '묶음 이름 또는 쿠폰 코드' }}
      filters={[{ name: 'state', label: '상태', options: GROUP_STATE_OPTIONS }]}
      create={{ to: '/coupon/write', label: '쿠폰 등록' }}
      empty={{
        title: '아직 만든 쿠폰이 없습니다',
        description: '쿠폰 묶음을 등록하면 나눠 줄 코드가 함께 만들어집니다.',
      }}
    />
  );
}
