import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { BackToToolMain } from '../../framework/BackToTools';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useCoreColoring } from '../context';
import { COLOR_LABELS, COLOR_MEANINGS, COLOR_NAMES, COLORS, WANT_KEY, WANT_LABEL, WANT_MEANING } from '../model/flow';
import * as colorStyles from './ColorItem.css';
import { CoreGrid } from './CoreGrid';
import * as styles from './screens.css';

/** How the coloring goes, before the first statement: the four colors, the nine cores, the two rounds. */
export function IntroduceScreen() {
  const { content, navigate } = useCoreColoring();
  const { snapshot, actions } = useToolRun();
  const { statements, root_max: rootMax } = content;

  const begin = async () => {
    if (snapshot.run?.status === 'open' || (await actions.start(false))) navigate('checklist');
  };

  return (
    <ToolScreen
      title="이렇게 색칠합니다"
      description="정답은 없습니다. 잘 보이고 싶은 모습보다 요즘의 나를 떠올리며 칠할수록 결과가 나와 가까워집니다."
      back={<BackToToolMain />}
      next={
        <Button variant="primary" onPress={() => void begin()}>
          색칠 시작
        </Button>
      }
    >
      <section className={styles.section} aria-labelledby="core-coloring-colors">
        <Heading level={2} size={4} id="core-coloring-colors">
          네 가지 색
        </Heading>
        <ul className={styles.colorList}>
          {COLORS.map((color) => (
            <li key={color} className={styles.colorRow}>
              <span className={colorStyles.swatch[color]} aria-hidden="true" />
              <Text>
                <strong>
                  {COLOR_NAMES[color]} · {COLOR_LABELS[color]}
                </strong>{' '}
                {COLOR_MEANINGS[color]}
              </Text>
            </li>
          ))}
          <li className={styles.colorRow}>
            <span className={styles.wantMark} aria-hidden="true">
              ♡
            </span>
            <Text>
              <strong>표시 · {WANT_LABEL}</strong> {WANT_MEANING} 빨강이나 노랑은 지금의 모습을, 이 표시는 바라는 마음을
              따로 묻습니다.
            </Text>
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="core-coloring-cores">
        <Heading level={2} size={4} id="core-coloring-cores">
          아홉 가지 코어
        </Heading>
        <Text>문장마다 하나의 코어에 속합니다. 코어는 생각·마음·행동이 나·관계·일에서 드러나는 모습입니다.</Text>
        <CoreGrid caption="아홉 가지 코어 (행: 생각·마음·행동, 열: 나·관계·일)" cores={content.cores} />
      </section>
      <section className={styles.section} aria-labelledby="core-coloring-steps">
        <Heading level={2} size={4} id="core-coloring-steps">
          진행 순서
        </Heading>
        <ol className={styles.steps}>
          <li>
            <Text>
              <strong>1라운드: {statements.length}개 문장을 색칠합니다.</strong> 한 쪽에 아홉 문장씩, 문장마다 네 가지
              색 가운데 하나를 고르고, 빨강이나 노랑 문장이 더 키우고 싶은 모습이면 ‘{WANT_LABEL}’도 표시합니다. 고르는
              즉시 저장되어 창을 닫아도 이어서 할 수 있습니다. 숫자 키 1~4로 색을, {WANT_KEY}로 표시를 고를 수 있습니다.
            </Text>
          </li>
          <li>
            <Text>
              <strong>2라운드: 가장 나다운 문장을 고릅니다.</strong> 빨강(지금의 나)으로 칠한 문장 가운데 나를 가장 잘
              설명하는 문장을 {rootMax}개까지 고르면, 그 문장의 코어에 무게가 더해집니다.
            </Text>
          </li>
          <li>
            <Text>
              <strong>결과를 읽고 실천 계획을 세웁니다.</strong> 아홉 코어의 점수, 지금의 나와 되고 싶은 나를 함께 보는
              매트릭스, 1라운드와 2라운드 사이의 변화를 보고, 제안을 바탕으로 언제까지 무엇을 할지 정합니다.
            </Text>
          </li>
        </ol>
      </section>
    </ToolScreen>
  );
}
