import {
  type InterviewCategory,
  type InterviewDifficulty,
  type InterviewQuestion,
  type KecoMajorCode,
  questionsOf,
} from './questions';

// Picking an interview's questions (issue 21): by category, the occupation's KECO major group (for
// 직무 questions), difficulty and count, the same set for the same seed (so a run reads as it was
// asked, and two students of one class can get different sets). A pick takes questions of the
// difficulty asked first, then the nearest difficulties, and never the same question twice.

export interface PickRequest {
  categories: readonly InterviewCategory[];
  /** The occupation's major group, for 직무 questions (none: 직무 questions of every group). */
  group: KecoMajorCode | null;
  difficulty: InterviewDifficulty;
  count: number;
  /** Any whole number: the run's id, say. */
  seed: number;
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same order everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

/**
 * The questions for a request, in the order asked: the categories taking turns (인성, 직무, 상황 as
 * given), each category's questions of the asked difficulty first, then the nearer ones.
 */
export function pickQuestions(request: PickRequest): InterviewQuestion[] {
  const next = random(request.seed);
  const queues = request.categories.map((category) => {
    const pool = questionsOf(category === 'job' && request.group ? { category, group: request.group } : { category });
    const byNearness = (question: InterviewQuestion) => Math.abs(question.difficulty - request.difficulty);
    return shuffled(pool, next).sort((a, b) => byNearness(a) - byNearness(b));
  });
  const picked: InterviewQuestion[] = [];
  for (let round = 0; picked.length < request.count && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const question = queue[round];
      if (question && picked.length < request.count) picked.push(question);
    }
  }
  return picked;
}

/** The picked questions in the order given by keys (the spec's sort call); keys not picked are left out, unnamed ones follow. */
export function sortQuestions(picked: readonly InterviewQuestion[], order: readonly string[]): InterviewQuestion[] {
  const named = order
    .map((key) => picked.find((question) => question.key === key))
    .filter((question): question is InterviewQuestion => question !== undefined);
  return [...new Set([...named, ...picked])];
}

export type QuestionOrder = 'asked' | 'easy' | 'hard' | 'category';

/**
 * The run's questions in an order and of a category and difficulty (the spec's sort call): as
 * asked, easiest or hardest first, or by category (인성, 직무, 상황); ties keep the asked order.
 */
export function orderQuestions(
  asked: readonly InterviewQuestion[],
  order: QuestionOrder,
  filter: { category: InterviewCategory | 'all'; difficulty: InterviewDifficulty | 'all' },
): InterviewQuestion[] {
  const kept = asked.filter(
    (question) =>
      (filter.category === 'all' || question.category === filter.category) &&
      (filter.difficulty === 'all' || question.difficulty === filter.difficulty),
  );
  const categoryRank = (question: InterviewQuestion) => ['personality', 'job', 'situation'].indexOf(question.category);
  const by: Record<QuestionOrder, (a: InterviewQuestion, b: InterviewQuestion) => number> = {
    asked: () => 0,
    easy: (a, b) => a.difficulty - b.difficulty,
    hard: (a, b) => b.difficulty - a.difficulty,
    category: (a, b) => categoryRank(a) - categoryRank(b),
  };
  return [...kept].sort(by[order]);
}
