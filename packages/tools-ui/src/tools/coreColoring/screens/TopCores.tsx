import { Badge } from '../../../components/Badge';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import type { Core, CoreColoringResult } from '../types';
import * as styles from './screens.css';

/**
 * The three strongest cores explained, each with the statements that carried it ("why this result"),
 * in the words the result was computed with.
 */
export function TopCores({ result }: { result: CoreColoringResult }) {
  const { content } = result;
  const statements = new Map(content.statements.map((statement) => [statement.id, statement]));
  const top = result.top
    .map((code) => content.cores.find((core) => core.code === code))
    .filter((core): core is Core => Boolean(core));
  return (
    <>
      <section className={styles.block} aria-labelledby="core-coloring-top" data-pdf-block="가장 강한 세 코어">
        <Heading level={2} id="core-coloring-top">
          가장 강한 세 코어: {top.map((core) => core.name).join(' · ')}
        </Heading>
        <Text tone="muted">
          빨강은 2점, 노랑은 1점, 2라운드에서 고른 문장은 2점을 더해 코어마다 점수를 냈습니다. 점수가 높은 세
          코어입니다.
        </Text>
      </section>
      {top.map((core, index) => {
        const carried = result.carried.find((entry) => entry.core === core.code)?.statements ?? [];
        return (
          <section
            key={core.code}
            className={styles.block}
            aria-labelledby={`core-coloring-top-${core.code}`}
            data-pdf-block={`${index + 1}위 ${core.name} 설명`}
          >
            <Heading level={3} id={`core-coloring-top-${core.code}`}>
              ★ {index + 1}위 · {core.name}
            </Heading>
            <Text>{core.description}</Text>
            <Heading level={4}>강점으로 쓰는 법</Heading>
            <Text>{core.strength_use}</Text>
            <Heading level={4}>왜 이 결과인가요?</Heading>
            {carried.length === 0 ? (
              <Text tone="muted">빨강으로 칠한 문장은 없고, 노랑으로 칠한 문장들이 이 코어의 점수를 올렸습니다.</Text>
            ) : (
              <ul className={styles.carried}>
                {carried.map((id) => (
                  <li key={id}>
                    <Text size="sm">
                      {statements.get(id)?.text}{' '}
                      {result.root.includes(id) ? (
                        <Badge tone="brand">2라운드에서 고름</Badge>
                      ) : (
                        <Badge>지금의 나</Badge>
                      )}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
