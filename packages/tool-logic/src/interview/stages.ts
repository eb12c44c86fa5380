import type { EndpointData, InterviewResult, interview } from '@career/api-sdk';

// The result stages built from a kept result (decision 028), as the server and the stories' fake
// server both answer them.

type First = EndpointData<typeof interview.endpoints.userResultFirst>;

/** First stage: each question's status, the time used against the time given, the answer's length. */
export function firstStageOf(result: InterviewResult, audioSeconds: ReadonlyMap<string, number>): First {
  const sum = (pick: (entry: InterviewResult['answers'][number]) => number) =>
    result.answers.reduce((total, entry) => total + pick(entry), 0);
  return {
    counts: result.counts,
    time: {
      allotted: sum((entry) => entry.think_seconds + entry.answer_seconds),
      used: sum((entry) => (entry.used ? entry.used.think + entry.used.answer : 0)),
    },
    answers: result.answers.map((entry) => ({
      key: entry.key,
      text: entry.text,
      category_label: entry.category_label,
      difficulty_label: entry.difficulty_label,
      status: entry.status,
      allotted: { think: entry.think_seconds, answer: entry.answer_seconds },
      used: entry.used,
      length: entry.answer.length,
      audio_seconds: audioSeconds.get(entry.key) ?? null,
    })),
  };
}
