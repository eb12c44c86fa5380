import { ACTION_ITEMS, TOOL_NAMES } from './registry';

// Consultant logs' plain values (decision 024): the contract's schemas and the screens both read
// them, so they live apart from zod.

/** What a note is about: a tool, or no tool. */
export const LOG_TOPICS = ['general', ...ACTION_ITEMS] as const;
export type LogTopic = (typeof LOG_TOPICS)[number];
export const LOG_VISIBILITIES = ['private', 'university'] as const;
export const LOG_STATUSES = ['draft', 'signed'] as const;
export const LOG_FIELD_MAX = 4000;

/** What each topic is called on screens. */
export const LOG_TOPIC_NAMES: Record<LogTopic, string> = { general: '일반 상담', ...TOOL_NAMES };
/** The four parts of a note, in the order counsellors write them. */
export const LOG_PARTS = [
  { key: 'discussed', label: '나눈 이야기', hint: '학생이 가져온 고민, 함께 본 결과와 질문' },
  { key: 'observed', label: '관찰한 점', hint: '말과 태도에서 본 것 (해석과 구분해서)' },
  { key: 'agreed', label: '합의한 것', hint: '다음까지 학생이 할 일, 상담사가 준비할 것' },
  { key: 'memo', label: '메모', hint: '그 밖에 남길 말 (자유롭게)' },
] as const;

export const LOG_LIST_STATUSES = ['all', 'draft', 'signed', 'deleted'] as const;
/** Lists of notes sort by the session's day. */
export const LOG_SORTS = ['session'] as const;

/** When a student sees the result of a run their consultant started. */
export const RELEASES = ['now', 'after_talk'] as const;
