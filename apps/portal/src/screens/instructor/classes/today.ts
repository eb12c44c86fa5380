import { todayInKorea } from '@career/api-sdk';

/** This year in Korea, first to last day: the dashboard's and the statement's first period. */
export function thisYear(): { from: string; to: string } {
  const year = todayInKorea().slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
