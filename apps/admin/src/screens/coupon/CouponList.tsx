import { type coupons, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  dateOf,
  Heading,
  ListView,
  linkButton,
  periodOf,
  QueryFilter,
  Stack,
  type TableColumn,
  Text,
  useListQuery,
} from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { GROUP_STATE_OPTIONS, GroupStateBadge } from './states';

type Group = EndpointData<typeof coupons.groupList>['items'][number];

/** /admin/coupon: every coupon group, searched, filtered, sorted and paged in the address. */
export function CouponList() {
  const query = useListQuery();
  const columns: TableColumn<Group>[] = [
    {
      id: 'name',
      label: '쿠폰 묶음',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/coupon/${row.id}`}>{row.name}</Link>,
    },
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
      render: (row) => `${row.redeemed_codes.toLocaleString('ko-KR')} / ${row.code_count.toLocaleString('ko-KR')}개`,
    },
    { id: 'uses', label: '코드당', align: 'end', render: (row) => `${row.uses_per_code}번` },
    { id: 'state', label: '상태', render: (row) => <GroupStateBadge state={row.state} /> },
    { id: 'created', label: '만든 날', allowsSorting: true, render: (row) => dateOf(row.created_at) },
    {
      id: 'edit',
      label: '수정',
      render: (row) => (
        <Link
          to={`/coupon/${row.id}/edit`}
          className={linkButton({ variant: 'ghost', size: 'sm' })}
          aria-label={`${row.name} 수정`}
        >
          수정
        </Link>
      ),
    },
  ];
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>쿠폰 관리</Heading>
        <Text tone="muted">
          쿠폰 묶음마다 코드를 만들어 나눠 줍니다. 묶음 이름을 누르면 코드와 사용 현황으로 갑니다. 코드 전체로 찾으면 그
          코드의 묶음이 나옵니다.
        </Text>
      </Stack>
      <ListView
        label="쿠폰 묶음"
        query={query}
        load={(search) => api.load(routes.coupons.groupList, { query: {} }, { query: search })}
        columns={columns}
        defaultSort="-created"
        search={{ label: '묶음 이름 또는 쿠폰 코드' }}
        filters={<QueryFilter query={query} name="state" label="상태" options={GROUP_STATE_OPTIONS} />}
        exportFile={(search) => api.load(routes.coupons.groupExport, { query: {} }, { query: search })}
        tools={
          <Link to="/coupon/write" className={linkButton({ variant: 'primary', size: 'sm' })}>
            쿠폰 등록
          </Link>
        }
        empty={{
          title: '아직 만든 쿠폰이 없습니다',
          description: '쿠폰 묶음을 등록하면 나눠 줄 코드가 함께 만들어집니다.',
        }}
      />
    </Stack>
  );
}
