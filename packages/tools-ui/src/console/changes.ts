// What an audit entry changed, in words: the fields whose value differs before and after.

const LABELS: Record<string, string> = {
  name: '이름',
  region: '지역',
  active: '사용',
  contract_starts_on: '계약 시작일',
  contract_ends_on: '계약 종료일',
  contact_name: '담당자',
  contact_phone: '담당자 전화',
  contact_email: '담당자 이메일',
  year: '학년도',
  term: '학기',
  starts_on: '시작일',
  ends_on: '종료일',
  capacity: '정원',
  tools: '여는 도구',
  consultants: '상담사',
  login_id: '아이디',
  email: '이메일',
  phone: '전화',
  classes: '배정 학급',
  link: '로그인 링크',
  code: '코드',
  title: '선물 이름',
  uses_per_code: '코드당 사용 횟수',
  valid_from: '사용 시작일',
  valid_until: '사용 마지막 날',
  code_count: '코드 수',
  max_uses: '사용 횟수',
  memo: '메모',
};

/** Fields that follow from others and would only repeat them (a revocation's summary says it). */
const DERIVED = new Set([
  'id',
  'updated_at',
  'created_at',
  'class_count',
  'participant_count',
  'university',
  'revoked_at',
]);

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '없음';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (Array.isArray(value))
    return value.length === 0
      ? '없음'
      : value
          .map((item) =>
            typeof item === 'object' && item
              ? ((item as { name?: string }).name ?? JSON.stringify(item))
              : String(item),
          )
          .join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export interface Change {
  field: string;
  before: string;
  after: string;
}

/** The changed fields of an update (none for a creation or a deletion, whose summary says it). */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (typeof before !== 'object' || typeof after !== 'object' || !before || !after) return [];
  const old = before as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  return Object.keys(next)
    .filter((key) => !DERIVED.has(key) && JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .map((key) => ({ field: LABELS[key] ?? key, before: shown(old[key]), after: shown(next[key]) }));
}
