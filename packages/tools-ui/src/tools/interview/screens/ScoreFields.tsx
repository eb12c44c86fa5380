import { INTERVIEW_CRITERIA, type InterviewScores } from '@career/api-sdk';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import * as styles from './screens.css';

const SCALE = [1, 2, 3, 4, 5] as const;

/** The four criteria, each scored 1–5 (the student's own scores, or the rater's). */
export function ScoreFields({
  scores,
  onChange,
  who,
}: {
  scores: InterviewScores;
  onChange(scores: InterviewScores): void;
  /** Whose scores, for the labels ("내 점수", "평가 점수"). */
  who: string;
}) {
  return (
    <div className={styles.scores}>
      {INTERVIEW_CRITERIA.map((criterion) => (
        <RadioGroup
          key={criterion.key}
          label={`${who}: ${criterion.label}`}
          description={`${criterion.means} (1 아쉬움 ~ 5 아주 좋음)`}
          orientation="horizontal"
          value={scores[criterion.key] === undefined ? null : String(scores[criterion.key])}
          onChange={(value) => onChange({ ...scores, [criterion.key]: Number(value) })}
        >
          {SCALE.map((score) => (
            <Radio key={score} value={String(score)}>
              {score}
            </Radio>
          ))}
        </RadioGroup>
      ))}
    </div>
  );
}
