import { AI_GIFT_TOOLS, type AiGift, routes, TOOL_NAMES } from '@career/api-sdk';
import { dateOf, periodOf, ResourceList } from '@career/tools-ui';
import { api } from '../../api';
import { GIFT_STATE_OPTIONS, GiftStateBadge, usesOf } from './states';

/** The tools of a gift in a few words: all of them, or their names. */
const toolsOf = (gift: AiGift) =>
  gift.tools.length === AI_GIFT_TOOLS.length
    ? `모든 도구 (${gift.tools.length}개)`
    : gift.tools.map((tool) => TOOL_NAMES[tool]).join(', ');

/** /admin/ai-gift: every AI gift, searched, filtered, sorted and paged in the address. */
export function AiGiftList() {
  return (
    <ResourceList
      title="AI 선물 관리"
      intro="AI 선물 코드는 한 사람이 고른 도구만 쓰도록 엽니다. 받은 사람은 AI 선물 코드로 로그인합니다. 코드를 누르면 수정과 사용 기록으로 갑니다."
      client={api}
      list={routes.aiGifts.giftList}
      exportTo={routes.aiGifts.giftExport}
      label="AI 선물"
      name={{ id: 'code', label: '코드', text: (row) => row.code, to: (row) => `/ai-gift/update/${row.id}` }}
      columns={[
        { id: 'title', label: '선물 이름', allowsSorting: true, render: (row) => row.title },
        { id: 'tools', label: '여는 도구', render: toolsOf },
        {
          id: 'valid_until',
          label: '사용 기간',
          allowsSorting: true,
          render: (row) =>
            row.valid_from || row.valid_until ? periodOf(row.valid_from, row.valid_until) : '제한 없음',
        },
        { id: 'use_count', label: '로그인', align: 'end', allowsSorting: true, render: usesOf },
        { id: 'user', label: '이용자', render: (row) => row.user?.name ?? '-' },
        { id: 'state', label: '상태', render: (row) => <GiftStateBadge state={row.state} /> },
        { id: 'created', label: '만든 날', allowsSorting: true, render: (row) => dateOf(row.created_at) },
      ]}
      edit={(row) => ({ to: `/ai-gift/update/${row.id}`, name: row.code })}
      defaultSort="-created"
      search={{ label: '코드 또는 선물 이름' }}
      filters={[{ name: 'state', label: '상태', options: GIFT_STATE_OPTIONS }]}
      create={{ to: '/ai-gift/create', label: 'AI 선물 만들기' }}
      empty={{
        title: '아직 만든 AI 선물이 없습니다',
        description: 'AI 선물을 만들면 코드 하나로 고른 도구를 열어 줄 수 있습니다.',
      }}
    />
  );
}
