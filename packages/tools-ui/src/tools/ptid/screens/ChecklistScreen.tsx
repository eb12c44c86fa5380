import { RatingChecklist } from '../../framework/screens/RatingChecklist';
import { usePtid } from '../context';
import { PAGE_SIZE, RATING_LABELS, ratingItem } from '../model/flow';

/** The activities, ten to a page, each saved the moment it is rated. */
export function ChecklistScreen() {
  const { content, navigate } = usePtid();
  return (
    <RatingChecklist
      title="활동마다 얼마나 좋아하는지 골라 주세요"
      items={content.questions.activities}
      itemKey={ratingItem}
      pageSize={PAGE_SIZE}
      labels={RATING_LABELS}
      noun="활동"
      hint="해 본 적이 없어도 해 본다고 떠올리며 답해 주세요."
      onBack={() => navigate('introduce')}
      onDone={() => navigate('root')}
      doneLabel="해 보고 싶은 활동 고르기"
    />
  );
}
