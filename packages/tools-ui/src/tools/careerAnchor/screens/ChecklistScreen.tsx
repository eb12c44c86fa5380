import { AGREEMENT_LABELS } from '../../../components/ScaleItem';
import { RatingChecklist } from '../../framework/screens/RatingChecklist';
import { useCareerAnchor } from '../context';
import { PAGE_SIZE, ratingItem } from '../model/flow';

/** The statements, eight to a page, each saved the moment it is rated. */
export function ChecklistScreen() {
  const { content, navigate } = useCareerAnchor();
  return (
    <RatingChecklist
      title="문장마다 나와 얼마나 같은지 골라 주세요"
      items={content.statements}
      itemKey={ratingItem}
      pageSize={PAGE_SIZE}
      labels={AGREEMENT_LABELS}
      noun="문항"
      onBack={() => navigate('introduce')}
      onDone={() => navigate('root')}
      doneLabel="가장 나다운 문장 고르기"
    />
  );
}
