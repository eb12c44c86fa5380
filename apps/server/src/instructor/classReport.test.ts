import type { ClassLogDay } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { keepAll } from '../pdf/report';
import { dayRunsText, reportFilename, toolProgress } from './classReport';

const run = (participant_id: number, action_item: string, finished: boolean): ClassLogDay['runs'][number] => ({
  run_id: participant_id * 100 + action_item.length,
  action_item,
  participant: `참여자${participant_id}`,
  participant_id,
  finished,
});

describe('the class report’s figures', () => {
  it('counts, by tool, who began it and who reached its result, leaving out tools nobody began', () => {
    expect(
      toolProgress([
        { name: 'a', finished: ['ptid'], started: ['career-anchor'] },
        { name: 'b', finished: ['ptid', 'career-anchor'], started: [] },
        { name: 'c', finished: [], started: [] },
      ]),
    ).toEqual([
      { tool: 'ptid', started: 2, finished: 2 },
      { tool: 'career-anchor', started: 2, finished: 1 },
    ]);
  });

  it('says a day’s runs by tool and person, counting two runs of one person once', () => {
    expect(
      dayRunsText([run(1, 'ptid', true), run(1, 'ptid', false), run(2, 'ptid', false), run(2, 'career-anchor', false)]),
    ).toBe('성격 유형 2명(마침 1명) · 커리어 앵커 1명');
    expect(dayRunsText([])).toBe('');
  });

  it('names the file after the class and day, without characters a file name cannot hold', () => {
    const found = { name: '1/2학기: "진로" 캠프?' } as Parameters<typeof reportFilename>[0]['class'];
    expect(reportFilename({ class: found, madeOn: '2026-12-01' })).toBe('수업보고서_1 2학기 진로 캠프_20261201.pdf');
  });
});

describe('keepAll', () => {
  it('breaks Korean text only between words, and keeps its line ends', () => {
    expect(keepAll('검사 결과는 담지 않습니다.\n다음 줄')).toEqual([
      { text: '검사 ', noWrap: true },
      { text: '결과는 ', noWrap: true },
      { text: '담지 ', noWrap: true },
      { text: '않습니다.', noWrap: true },
      { text: '\n' },
      { text: '다음 ', noWrap: true },
      { text: '줄', noWrap: true },
    ]);
  });
});
