import type { InterviewResult } from '@career/api-sdk';

// Feedback on one answer as a text (the third stage; decision 028). Our composer writes it from the
// observations of the answer's text alone, so it says nothing the observations do not; a configured
// provider may write it instead, from the question, what a good answer shows and the answer.

export const FEEDBACK_VERSION = 'interview-feedback-composer/1';

type Kept = InterviewResult['answers'][number];

/** The composer's feedback: what a good answer shows, then each observation and how to improve it. */
export function feedbackText(answer: Kept): string {
  const opening = `좋은 답변은 이렇게 합니다: ${answer.shows}`;
  if (answer.observations.length === 0)
    return `${opening} 글에서 고칠 특징은 보이지 않습니다. 소리 내어 말하며 ${answer.answer_seconds}초 안에 끝나는지 확인해 보세요.`;
  const points = answer.observations.map((observation) => `${observation.message} ${observation.improve}`);
  return [opening, ...points].join(' ');
}

/**
 * What the feedback may rest on: the question, the answer and what its text was measured to show
 * (its length, the seconds given). A number, organisation or title outside these is flagged.
 */
export const feedbackInputs = (answer: Kept): string[] => [
  answer.text,
  answer.shows,
  answer.answer,
  `${answer.answer_seconds}초`,
  ...answer.observations.flatMap((observation) => [observation.message, observation.improve]),
];
