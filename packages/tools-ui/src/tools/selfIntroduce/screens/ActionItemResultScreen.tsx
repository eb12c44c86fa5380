import { BackToTools } from '../../framework/BackToTools';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import type { SelfIntroduceSaved } from '../types';
import { HandedIn } from './HandedIn';

/** What was handed in (to save as a PDF or copy), then the next steps, kept with it as they are made. */
export function ActionItemResultScreen() {
  return (
    <ActionItemScreen<SelfIntroduceSaved>
      title="제출한 자기소개서와 실천 계획"
      description="제출한 자기소개서를 바탕으로 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={() => <BackToTools />}
      summary={(saved) => <HandedIn saved={saved} />}
    />
  );
}
