import { AI_GIFT_TOOLS, type aiGifts, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
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
import { GIFT_STATE_OPTIONS, GiftStateBadge, usesOf } from './states';

type Gift = EndpointData<typeof aiGifts.list>['items'][number];

/** The tools of a gift in a few words: all of them, or their names. */
const toolsOf = (gift: Gift) =>
  gift.tools.length === AI_GIFT_TOOLS.length
    ? `모든 도구 (${gift.tools.length}개)`
    : gift.tools.map((tool) => TOOL_NAMES[tool]).join(', ');

/** /admin/ai-gift: every AI gift, searched, filtered, sorted and paged in the address. */
export function AiGiftList() {
  const query = useListQuery();
  const columns: TableColumn<Gift>[] = [
    {
      id: 'code',
      label: '코드',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/ai-gift/update/${row.id}`}>{row.code}</Link>,
    },
    { id: 'title', label: '선물 이름', allowsSorting: true, render: (row) => row.title },
    { id: 'tools', label: '여는 도구', render: toolsOf },
    {
      id: 'valid_until',
      label: '사용 기간',
      allowsSorting: true,
      render: (row) => (row.valid_from || row.valid_until ? periodOf(row.valid_from, row.valid_until) : '제한 없음'),
    },
    { id: 'use_count', label: '로그인', align: 'end', allowsSorting: true, render: usesOf },
    { id: 'user', label: '이용자', render: (row) => row.user?.name ?? '-' },
    { id: 'state', label: '상태', render: (row) => <GiftStateBadge state={row.state} /> },
    { id: 'created', label: '만든 날', allowsSorting: true, render: (row) => dateOf(row.created_at) },
    {
      id: 'edit',
      label: '수정',
      render: (row) => (
        <Link
          to={`/ai-gift/update/${row.id}`}
          className={linkButton({ variant: 'ghost', size: 'sm' })}
          aria-label={`${row.code} 수정`}
        >
          수정
        </Link>
      ),
    },
  ];
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>AI 선물 관리</Heading>
        <Text tone="muted">
          AI 선물 코드는 한 사람이 고른 도구만 쓰도록 엽니다. 받은 사람은 AI 선물 코드로 로그인합니다. 코드를 누르면
          수정과 사용 기록으로 갑니다.
        </Text>
      </Stack>
      <ListView
        label="AI 선물"
        query={query}
        load={(search) => api.load(routes.aiGifts.list, { query: {} }, { query: search })}
        columns={columns}
        defaultSort="-created"
        search={{ label: '코드 또는 선물 이름' }}
        filters={<QueryFilter query={query} name="state" label="상태" options={GIFT_STATE_OPTIONS} />}
        exportFile={(search) => api.load(routes.aiGifts.exportList, { query: {} }, { query: search })}
        tools={
          <Link to="/ai-gift/create" className={linkButton({ variant: 'primary', size: 'sm' })}>
            AI 선물 만들기
          </Link>
        }
        empty={{
          title: '아직 만든 AI 선물이 없습니다',
          description: 'AI 선물을 만들면 코드 하나로 고른 도구를 열어 줄 수 있습니다.',
        }}
      />
    </Stack>
  );
}
