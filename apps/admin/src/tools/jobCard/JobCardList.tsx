import { type EndpointData, type jobCard, routes } from '@career/api-sdk';
import {
  ActiveBadge,
  activeOptions,
  dateOf,
  Heading,
  ListView,
  linkButton,
  QueryFilter,
  Stack,
  type TableColumn,
  Text,
  useListQuery,
  useLoaded,
} from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { PAST_RESULTS_NOTE } from '../pastResults';

type JobCard = EndpointData<typeof jobCard.endpoints.adminJobCardList>['items'][number];

/** /admin/content/job-card: the job cards the tools deal, searched, filtered and paged in the address. */
export function JobCardList() {
  const query = useListQuery();
  const categories = useLoaded(() => api.load(routes.reference.jobCategories), 'job-categories');
  const categoryOptions = [
    { id: 'all', label: '전체' },
    ...(categories.status === 'ready'
      ? categories.data.map((category) => ({ id: category.code, label: category.name }))
      : []),
  ];
  const columns: TableColumn<JobCard>[] = [
    {
      id: 'name',
      label: '직업',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/content/job-card/${row.id}`}>{row.occupation.name}</Link>,
    },
    { id: 'holland', label: '흥미 코드', allowsSorting: true, render: (row) => row.occupation.holland },
    { id: 'category', label: '분류', render: (row) => `${row.occupation.large.name} · ${row.occupation.small.name}` },
    { id: 'summary', label: '카드 문구', render: (row) => row.summary },
    { id: 'active', label: '상태', render: (row) => <ActiveBadge active={row.active} off="나누지 않음" /> },
    { id: 'updated', label: '고친 날', allowsSorting: true, render: (row) => dateOf(row.updated_at) },
  ];
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>직업 카드</Heading>
        <Text tone="muted">
          직업 카드 도구가 나누어 주는 카드입니다. 직업마다 카드는 하나이고, 카드 문구와 나눌지 여부를 고칠 수 있습니다.{' '}
          {PAST_RESULTS_NOTE}
        </Text>
      </Stack>
      <ListView
        label="직업 카드"
        query={query}
        load={(search) => api.load(routes.jobCard.adminJobCardList, { query: {} }, { query: search })}
        columns={columns}
        defaultSort="name"
        search={{ label: '직업 이름 또는 카드 문구' }}
        filters={
          <>
            <QueryFilter query={query} name="category" label="대분류" options={categoryOptions} />
            <QueryFilter
              query={query}
              name="active"
              label="상태"
              options={activeOptions({ on: '나누는 카드', off: '나누지 않음' })}
            />
          </>
        }
        exportFile={(search) => api.load(routes.jobCard.adminJobCardExport, { query: {} }, { query: search })}
        tools={
          <Link to="/content/job-card/write" className={linkButton({ variant: 'primary', size: 'sm' })}>
            직업 카드 만들기
          </Link>
        }
        empty={{
          title: '직업 카드가 없습니다',
          description: '직업 카드를 만들면 직업 카드 도구가 나누어 줍니다.',
        }}
      />
    </Stack>
  );
}
