import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { ToolIntroduce } from '../../framework/screens/ToolIntroduce';
import { usePtid } from '../context';
import * as styles from './screens.css';

/** The six types and how the tool goes, before the first activity. */
export function IntroduceScreen() {
  const { content } = usePtid();
  const { types, activities, pick_count: pickCount } = content.questions;
  return (
    <ToolIntroduce
      title="여섯 가지 흥미 유형"
      description="사람마다 끌리는 일의 모습이 다릅니다. 잘하는지보다 얼마나 좋아하는지를 떠올리며 답하면 결과가 정확해집니다."
      first="checklist"
      startLabel="활동 답하기 시작"
      steps={[
        {
          does: `활동 ${activities.length}개에 답합니다.`,
          how: '활동마다 얼마나 좋아하는지 1(전혀 싫다)부터 5(매우 좋다)까지 고릅니다. 답은 고르는 즉시 저장됩니다.',
        },
        { does: `가장 해 보고 싶은 활동 ${pickCount}개를 고릅니다.`, how: null },
        {
          does: '여섯 유형을 나와 닮은 순서로 놓습니다.',
          how: '키보드만으로도, 마우스로도 옮길 수 있습니다.',
        },
        {
          does: '나의 코드에 맞는 직업 분야를 고르고 추천 직업을 봅니다.',
          how: '꿈꾸는 직업과도 견주어 볼 수 있습니다.',
        },
      ]}
    >
      <ul className={styles.typeList}>
        {types.map((type) => (
          <li key={type.code} className={styles.typeItem}>
            <Heading level={2} size={4}>
              {type.code} · {type.name}
            </Heading>
            <Text size="sm" tone="muted">
              {type.keyword}
            </Text>
          </li>
        ))}
      </ul>
    </ToolIntroduce>
  );
}
