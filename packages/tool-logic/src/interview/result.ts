import {
  INTERVIEW_CATEGORIES,
  INTERVIEW_CRITERIA,
  INTERVIEW_DIFFICULTIES,
  type InterviewQuestionRow,
  type InterviewResult,
  type InterviewScores,
} from '@career/api-sdk';
import { type CriterionComparison, type CriterionScores, compareScores } from './criteria';
import { observe } from './observe';
import type { InterviewQuestion } from './questions';

// An interview's result (interview/1, decision 028): each question as asked with the student's
// answer, the time they took, their own scores and what the text shows; and the summary the fourth
// stage gives (strengths and what to practise), drawn only from the scores given and the texts.

export const RESULT_VERSION = 'interview/1';

type Values = Readonly<Record<string, unknown>>;
type Kept = InterviewResult['answers'][number];
type Suggestion = InterviewResult['suggestions'][number];

/** A bank question as the screens and results show it. */
export function questionRow(question: InterviewQuestion): InterviewQuestionRow {
  return {
    key: question.key,
    text: question.text,
    category: question.category,
    category_label: INTERVIEW_CATEGORIES.find((entry) => entry.key === question.category)?.label ?? '',
    difficulty: question.difficulty,
    difficulty_label: INTERVIEW_DIFFICULTIES.find((entry) => entry.key === question.difficulty)?.label ?? '',
    shows: question.shows,
    think_seconds: question.thinkSeconds,
    answer_seconds: question.answerSeconds,
  };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function timeOf(value: unknown): Kept['used'] {
  if (typeof value !== 'object' || value === null) return null;
  const { think, answer } = value as { think?: unknown; answer?: unknown };
  return typeof think === 'number' && typeof answer === 'number' ? { think, answer } : null;
}

/** The scores an item holds, the valid ones only. */
export function scoresOf(value: unknown): InterviewScores {
  const out: InterviewScores = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const { key } of INTERVIEW_CRITERIA) {
    const score = (value as Record<string, unknown>)[key];
    if (typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5) out[key] = score;
  }
  return out;
}

/** Whether an answer was given, passed over, or never reached (no answer and no time taken). */
export function statusOf(answer: string, used: Kept['used']): Kept['status'] {
  if (answer !== '') return 'answered';
  return used ? 'skipped' : 'not-reached';
}

/** One question of the run with what the student did with it. */
export function keptAnswerOf(question: InterviewQuestion, values: Values): Kept {
  const answer = textOf(values[`a.${question.key}`]);
  const used = timeOf(values[`t.${question.key}`]);
  return {
    ...questionRow(question),
    status: statusOf(answer, used),
    answer,
    used,
    self: scoresOf(values[`s.${question.key}`]),
    observations: observe(answer, question.answerSeconds),
  };
}

/** The run's counts: asked, answered, skipped, never reached. */
export function countsOf(answers: readonly Pick<Kept, 'status'>[]): InterviewResult['counts'] {
  const of = (status: Kept['status']) => answers.filter((entry) => entry.status === status).length;
  return { asked: answers.length, answered: of('answered'), skipped: of('skipped'), not_reached: of('not-reached') };
}

/** The result of a run: its questions in the order asked, and the student's answers. */
export function interviewResultOf(
  setup: InterviewResult['setup'],
  questions: readonly InterviewQuestion[],
  values: Values,
): InterviewResult {
  const answers = questions.map((question) => keptAnswerOf(question, values));
  const self = compareScores(answers.map((entry) => ({ self: entry.self, rater: null }))).map((entry) => ({
    criterion: entry.criterion,
    label: entry.label,
    average: entry.self,
    count: entry.selfCount,
  }));
  const counts = countsOf(answers);
  return {
    setup,
    answers,
    counts,
    self,
    suggestions: suggestionsOf(answers, counts),
    content: { criteria: INTERVIEW_CRITERIA.map(({ key, label, means }) => ({ key, label, means })) },
  };
}

/** Next steps from what the answers show: the questions left, the most common gap, then practice aloud. */
function suggestionsOf(answers: readonly Kept[], counts: InterviewResult['counts']): Suggestion[] {
  const left = counts.skipped + counts.not_reached;
  const common = mostCommonObservation(answers);
  const steps: (Suggestion | null)[] = [
    left > 0
      ? {
          content: `답하지 못한 질문 ${left}개의 답을 적어 보고 소리 내어 말해 봅니다.`,
          due_in_days: 3,
          topic: '남은 질문',
        }
      : null,
    common
      ? { content: common.improve, due_in_days: 5, topic: OBSERVATION_TITLES[common.kind] ?? '답변 다듬기' }
      : null,
    {
      content: '같은 질문으로 다시 연습하면서 시간 안에 결론부터 말하는지 확인합니다.',
      due_in_days: 7,
      topic: '다시 연습',
    },
    {
      content: '지원할 회사의 직무 설명을 읽고 직무 질문에 쓸 경험을 하나씩 짝지어 둡니다.',
      due_in_days: 10,
      topic: '직무 준비',
    },
  ];
  return steps.filter((entry): entry is Suggestion => entry !== null);
}

function mostCommonObservation(answers: readonly Kept[]) {
  const counts = new Map<string, { count: number; improve: string; kind: string }>();
  for (const observation of answers.flatMap((entry) => entry.observations)) {
    const known = counts.get(observation.kind);
    counts.set(observation.kind, { ...observation, count: (known?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0] ?? null;
}

/** The student's and the rater's scores by criterion, side by side (the second stage). */
export function criteriaOf(result: InterviewResult, rater: ReadonlyMap<string, CriterionScores>) {
  const compared = compareScores(
    result.answers.map((entry) => ({
      // The student's own scores count for the answers they gave; the rater's for each they rated.
      self: entry.status === 'answered' ? entry.self : {},
      rater: rater.get(entry.key) ?? null,
    })),
  );
  return compared.map((entry: CriterionComparison) => ({
    criterion: entry.criterion,
    label: entry.label,
    means: INTERVIEW_CRITERIA.find((criterion) => criterion.key === entry.criterion)?.means ?? '',
    self: entry.self,
    rater: entry.rater,
    self_count: entry.selfCount,
    rater_count: entry.raterCount,
    both_count: entry.bothCount,
    disagree: entry.disagree,
  }));
}

interface Point {
  title: string;
  detail: string;
}

const OBSERVATION_TITLES: Record<string, string> = {
  short: '답변의 길이',
  long: '시간 안에 말하기',
  'no-example': '경험으로 말하기',
  'no-figure': '결과의 크기 보여 주기',
  'conclusion-late': '결론부터 말하기',
  repeated: '같은 말 줄이기',
  fillers: '말버릇 줄이기',
};

/**
 * The summary (the fourth stage): strengths are criteria scored 4 or more on average (by the rater
 * when they scored, else by the student) and text habits no answer lacked; what to practise is the
 * lowest criterion below 3.5 and the observations most answers share. Nothing is claimed that no
 * score or text supports: with no scores and no answers, both lists say so.
 */
export function summaryPointsOf(
  result: InterviewResult,
  criteria: readonly {
    label: string;
    means: string;
    self: number | null;
    rater: number | null;
    self_count: number;
    rater_count: number;
  }[],
): { strengths: Point[]; practise: Point[] } {
  const answered = result.answers.filter((entry) => entry.status === 'answered');
  const scoreOf = (entry: (typeof criteria)[number]) => entry.rater ?? entry.self;
  const whose = (entry: (typeof criteria)[number]) =>
    entry.rater !== null
      ? `평가자 점수 평균 ${entry.rater}점 (답변 ${entry.rater_count}개)`
      : `스스로 매긴 점수 평균 ${entry.self}점 (답변 ${entry.self_count}개)`;
  const scored = criteria.filter((entry) => scoreOf(entry) !== null);
  const strengths: Point[] = scored
    .filter((entry) => (scoreOf(entry) ?? 0) >= 4)
    .map((entry) => ({ title: entry.label, detail: `${whose(entry)}: ${entry.means}` }));
  const kinds = new Map<string, { count: number; improve: string }>();
  for (const observation of answered.flatMap((entry) => entry.observations)) {
    kinds.set(observation.kind, { count: (kinds.get(observation.kind)?.count ?? 0) + 1, improve: observation.improve });
  }
  if (answered.length >= 2) {
    if (!kinds.has('no-example'))
      strengths.push({
        title: '경험으로 말하기',
        detail: `답한 ${answered.length}개 모두에 경험이나 예가 들어 있습니다.`,
      });
    if (!kinds.has('conclusion-late') && !kinds.has('long') && !kinds.has('short'))
      strengths.push({
        title: '시간에 맞는 답변',
        detail: `답한 ${answered.length}개 모두 주어진 시간에 알맞은 길이이고, 결론이 늦게 나오지 않습니다.`,
      });
  }
  const practise: Point[] = [];
  const lowest = [...scored].sort((a, b) => (scoreOf(a) ?? 0) - (scoreOf(b) ?? 0))[0];
  if (lowest && (scoreOf(lowest) ?? 5) < 3.5)
    practise.push({
      title: lowest.label,
      detail: `${whose(lowest)}으로 네 기준 중 가장 낮습니다: ${lowest.means}`,
    });
  for (const [kind, { count, improve }] of [...kinds].sort((a, b) => b[1].count - a[1].count)) {
    if (count * 2 < answered.length) continue;
    practise.push({
      title: OBSERVATION_TITLES[kind] ?? kind,
      detail: `답변 ${answered.length}개 중 ${count}개: ${improve}`,
    });
  }
  const left = result.counts.skipped + result.counts.not_reached;
  if (left > 0)
    practise.push({
      title: '답하지 못한 질문',
      detail: `${left}개 질문에 답하지 못했습니다. 답의 뼈대를 미리 적어 두세요.`,
    });
  return { strengths, practise };
}

/** The result in a line, for lists of past results. */
export function summaryOf(result: InterviewResult): string {
  return `질문 ${result.counts.asked}개 중 ${result.counts.answered}개 답변`;
}
