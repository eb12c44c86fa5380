import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { ToolScreen } from '../../framework/ToolScreen';
import { useCareerAnchor } from '../context';
import * as styles from './screens.css';

/** What the eight anchors are, and how the scores are counted ("why this result" starts here). */
export function ExplainScreen() {
  const { content, navigate } = useCareerAnchor();
  return (
    <ToolScreen
      title="여덟 가지 앵커와 점수 계산"
      description="커리어 앵커는 에드거 샤인(Edgar Schein)이 제안한 개념으로, 경험이 쌓이며 분명해지는 일의 가치입니다."
      back={
        <Button variant="ghost" onPress={() => navigate('introduce')}>
          진행 방법으로
        </Button>
      }
      next={
        <Button variant="primary" onPress={() => navigate('checklist')}>
          문항으로
        </Button>
      }
    >
      <div className={styles.anchorGrid}>
        {content.anchors.map((anchor) => (
          <Card key={anchor.code} title={anchor.name} headingLevel={2}>
            <Text size="sm">{anchor.summary}</Text>
          </Card>
        ))}
      </div>
      <section aria-labelledby="career-anchor-scoring">
        <Stack space="3">
          <Heading level={2} size={4} id="career-anchor-scoring">
            점수는 이렇게 셉니다
          </Heading>
          <Text>
            앵커마다 문장이 여러 개 있습니다. 각 문장에 준 점수(1~6점)를 더하고, 가장 나다운 문장으로 고른 세 개에는
            4점씩 더한 뒤, 합을 그 앵커의 문장 수로 나눈 값이 그 앵커의 점수입니다. 점수가 가장 높은 두 앵커를 나의
            앵커로 봅니다.
          </Text>
          <Text tone="muted">
            두 앵커의 점수가 0.4점 안으로 가깝거나 모든 앵커가 1점 안에 모여 있으면, 결과 화면이 한 가지로 단정하지 않고
            그렇다고 알려 드립니다.
          </Text>
        </Stack>
      </section>
    </ToolScreen>
  );
}
