import { routes } from '@career/api-sdk';
import { ActiveBadge, activeOptions, dateOf, ResourceList, useLoaded } from '@career/tools-ui';
import { api } from '../../api';
import { PAST_RESULTS_NOTE } from '../pastResults';

/** /admin/content/job-card: the job cards the tools deal, searched, filtered and paged in the address. */
export function JobCardList() {
  const categories = useLoaded(() => api.load(routes.reference.jobCategories), 'job-categories');
  const categoryOptions = [
    { id: 'all', label: '전체' },
    ...(categories.status === 'ready'
      ? categories.data.map((category) => ({ id: category.code, label: category.name }))
      : []),
  ];
  return (
    <ResourceList
      title="직업 카드"
      intro={`직업 카드 도구가 나누어 주는 카드입니다. 직업마다 카드는 하나이고, 카드 문구와 나눌지 여부를 고칠 수 있습니다. ${PAST_RESULTS_NOTE}`}
      client={api}
      list={routes.jobCard.adminJobCardList}
      exportTo={routes.jobCard.adminJobCardExport}
      label="직업 카드"
      name={{
        id: 'name',
        label: '직업',
        text: (row) => row.occupation.name,
        to: (row) => `/content/job-card/${row.id}`,
      }}
      columns={[
        { id: 'holland', label: '흥미 코드', allowsSorting: true, render: (row) => row.occupation.holland },
        {
          id: 'category',
          label: '분류',
          render: (row) => `${row.occupation.large.name} · ${row.occupation.small.name}`,
        },
        { id: 'summary', label: '카드 문구', render: (row) => row.summary },
        { id: 'active', label: '상태', render: (row) => <ActiveBadge active={row.active} off="나누지 않음" /> },
        { id: 'updated', label: '고친 날', allowsSorting: true, render: (row) => dateOf(row.updated_at) },
      ]}
      defaultSort="name"
      search={{ label: '직업 이름 또는 카드 문구' }}
      filters={[
        { name: 'category', label: '대분류', options: categoryOptions },
        { name: 'active', label: '상태', options: activeOptions({ on: '나누는 카드', off: '나누지 않음' }) },
      ]}
      create={{ to: '/content/job-card/write', label: '직업 카드 만들기' }}
      empty={{
        title: '직업 카드가 없습니다',
        description: '직업 카드를 만들면 직업 카드 도구가 나누어 줍니다.',
      }}
    />
  );
}
