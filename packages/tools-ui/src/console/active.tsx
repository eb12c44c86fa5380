import { Badge } from '../components/Badge';

// Whether a thing is in use, as lists filter it and rows show it. The words differ by thing (a
// class "끝남", an account "중지"); the filter and the badge of one list use the same two.

export interface ActiveWords {
  on?: string;
  off?: string;
}

/** The options of a list's 'active' filter: all, in use, not in use. */
export const activeOptions = ({ on = '사용 중', off = '사용 안 함' }: ActiveWords = {}) => [
  { id: 'all', label: '전체' },
  { id: 'active', label: on },
  { id: 'inactive', label: off },
];

export function ActiveBadge({ active, on = '사용 중', off = '사용 안 함' }: { active: boolean } & ActiveWords) {
  return active ? <Badge tone="success">{on}</Badge> : <Badge tone="neutral">{off}</Badge>;
}
