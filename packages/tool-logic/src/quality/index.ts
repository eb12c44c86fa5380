import type { QualityNote } from '@career/api-sdk';

// Response quality, one module for every tool (decision 021): what in the way a run was answered
// makes its result less sure. Each note has a gentle line for the person and a plain flag for the
// counsellor; screens and PDFs show them beside the result. The thresholds are documented here and
// checked by the validation harness (scripts/validate-tools) on simulated random and consistent
// respondents.

/** A questionnaire answered faster than this, in median seconds between two saved answers, is too fast. */
export const FAST_SECONDS_PER_ITEM = 1.5;
/** Pace is judged only on this many timed answers or more. */
export const MIN_TIMED_ANSWERS = 10;
/** A run of the same answer this long or longer (and at least LONG_RUN_SHARE of the items) is noted. */
export const LONG_RUN = 8;
export const LONG_RUN_SHARE = 0.3;

export type { QualityNote };

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toLocaleString('ko-KR');

/** The median of the gaps between consecutive times (ms), in seconds; null with fewer than two times. */
export function medianGapSeconds(times: readonly number[]): number | null {
  const sorted = [...times].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((time, index) => (time - (sorted[index] ?? time)) / 1000);
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  return gaps.length % 2 === 1 ? (gaps[middle] ?? 0) : ((gaps[middle - 1] ?? 0) + (gaps[middle] ?? 0)) / 2;
}

/** The longest run of equal consecutive values. */
export function longestRun(values: readonly unknown[]): number {
  let longest = 0;
  let current = 0;
  values.forEach((value, index) => {
    current = index > 0 && value === values[index - 1] ? current + 1 : 1;
    longest = Math.max(longest, current);
  });
  return longest;
}

export interface QuestionnaireAnswers {
  /** The answers in the order the questions were shown. */
  values: readonly unknown[];
  /** When each answer was last saved (ms since the epoch), in any order. */
  times: readonly number[];
}

/** Notes on how a rated questionnaire was answered: too fast, one answer all along, long runs of one answer. */
export function questionnaireNotes({ values, times }: QuestionnaireAnswers): QualityNote[] {
  const notes: QualityNote[] = [];
  const pace = times.length >= MIN_TIMED_ANSWERS ? medianGapSeconds(times) : null;
  if (pace !== null && pace < FAST_SECONDS_PER_ITEM) {
    notes.push({
      kind: 'too_fast',
      to_user: `문항에 답한 속도가 매우 빨랐습니다(한 문항에 ${pace < 1 ? '1초 미만' : `약 ${oneDecimal(pace)}초`}). 결과가 나와 맞지 않게 느껴지면 천천히 다시 해 보세요.`,
      to_counsellor: `응답 속도 주의: 문항 사이 간격의 중앙값 ${oneDecimal(pace)}초(기준 ${oneDecimal(FAST_SECONDS_PER_ITEM)}초 미만).`,
    });
  }
  if (values.length > 1 && values.every((value) => value === values[0])) {
    notes.push({
      kind: 'same_answers',
      to_user:
        '모든 문항에 같은 답을 골랐습니다. 이 결과는 차이를 보여 주지 못하니, 문항마다 다시 생각해 보고 답해 보세요.',
      to_counsellor: `모든 문항(${values.length}개)에 같은 응답: 결과를 해석하지 마세요.`,
    });
    return notes;
  }
  const run = longestRun(values);
  if (run >= LONG_RUN && run >= LONG_RUN_SHARE * values.length) {
    notes.push({
      kind: 'long_run',
      to_user: `같은 답이 ${run}문항 잇달아 이어졌습니다. 그 부분을 다시 읽어 보고 정말 같은 생각인지 확인해 보세요.`,
      to_counsellor: `같은 응답 ${run}문항 연속(전체 ${values.length}문항): 건성 응답일 수 있습니다.`,
    });
  }
  return notes;
}

/** Pearson's r of two lists; null when either does not vary. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, index) => {
    const y = ys[index] ?? my;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** Answers this inconsistent or less (see `consistencyOf`) make a profile unreadable. */
export const CONSISTENCY_MIN = 0.3;
/** Consistency is read only from scales of this many items or more: two or three say too little. */
export const CONSISTENCY_SCALE_ITEMS = 4;

/**
 * How consistently a person answered a questionnaire of several scales: each item's answer against
 * the mean of the other items of its scale, correlated over every item (a person-level item-rest
 * correlation, in the spirit of Johnson's even-odd index). Someone answering by what they like gets
 * items of a scale alike, so it is high; random answers give about 0. Null when it cannot be told
 * (no spread, or fewer than three scales of CONSISTENCY_SCALE_ITEMS items).
 */
export function consistencyOf(scales: readonly (readonly number[])[]): number | null {
  const items: number[] = [];
  const rests: number[] = [];
  const read = scales.filter((scale) => scale.length >= CONSISTENCY_SCALE_ITEMS);
  if (read.length < 3) return null;
  for (const scale of read) {
    const sum = scale.reduce((total, value) => total + value, 0);
    for (const value of scale) {
      items.push(value);
      rests.push((sum - value) / (scale.length - 1));
    }
  }
  const r = correlation(items, rests);
  return r === null ? null : Math.round(r * 100) / 100;
}

/** The note for answers whose items of one scale disagree (see `consistencyOf`). */
export function inconsistentNote(consistency: number): QualityNote {
  return {
    kind: 'inconsistent',
    to_user:
      '비슷한 문항에 서로 다른 답을 한 곳이 많아, 이 결과가 지금의 나를 잘 나타내는지 확실하지 않습니다. 문항을 하나씩 떠올리며 다시 해 보면 더 분명해질 수 있습니다.',
    to_counsellor: `응답 일관성 낮음: 같은 척도 문항끼리의 일치도 ${consistency.toFixed(2)}(기준 ${CONSISTENCY_MIN} 미만). 무작위 응답일 수 있습니다.`,
  };
}

/** A note that equal scores were put in order by a fixed rule, naming the rule. */
export function tieOrderNote(names: readonly string[], rule: string): QualityNote {
  const list = names.join(', ');
  return {
    kind: 'tie_order',
    to_user: `${list}의 점수가 같습니다. 화면의 순서는 ${rule}일 뿐, 어느 쪽이 더 강하다는 뜻이 아닙니다.`,
    to_counsellor: `동점: ${list}(${rule}으로 순서를 정함).`,
  };
}
