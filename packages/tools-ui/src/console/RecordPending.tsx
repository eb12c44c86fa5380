import { withParticle } from '@career/api-sdk';
import type { ReactNode } from 'react';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { Loaded, type Loaded as LoadedValue } from '../tools/framework/Loaded';

export interface RecordPendingProps<T> {
  /** The page's record (`useLoaded` of its detail call), not yet there or failed. */
  value: LoadedValue<T>;
  /** The page's heading meanwhile: the screen's title ('강사 상세'). */
  title: ReactNode;
  /** What is loaded, for the failure and the placeholder ('강사', '쿠폰 정보'). */
  what: string;
  /** How many lines the placeholder draws. */
  lines?: number;
}

/**
 * A record's page before its record: the page's heading stands while the record loads and when it
 * fails (said under it by `<Loaded>`, with 다시 시도), so the page never looks like another one.
 */
export function RecordPending<T>({ value, title, what, lines = 8 }: RecordPendingProps<T>) {
  const object = withParticle(what, '을/를');
  return (
    <Stack space="5">
      <Heading level={1}>{title}</Heading>
      <Loaded
        value={value}
        failed={`${object} 불러오지 못했습니다`}
        loading={{ label: `${object} 불러오는 중`, lines }}
      />
    </Stack>
  );
}
