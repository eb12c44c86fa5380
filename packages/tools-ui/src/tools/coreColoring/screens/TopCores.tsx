import { Badge } from '../../../components/Badge';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { WhyThisResult } from '../../framework/WhyThisResult';
import { WANT_LABEL } from '../model/flow';
import {
  colorSentence,
  coreAnswers,
  namedTop,
  noTopOf,
  scoreSentence,
  scoringSentence,
  strongestLabel,
  wantSentence,
  weightsOf,
} from '../model/result';
import type { Core, CoreColoringResult } from '../types';
import * as styles from './screens.css';

/**
 * The strongest cores explained, each with the statements that carried it ("why this result"), in
 * the words the result was computed with. Every line is made from the answers: the colors the person
 * used for the core's statements, round 2, and the marks; a result that names no strongest cores
 * says why and what to do instead.
 */
export function TopCores({ result }: { result: CoreColoringResult }) {
  const { content } = result;
  const weights = weightsOf(result);
  const statements = new Map(content.statements.map((statement) => [statement.id, statement]));
  const top = namedTop(result)
    .map((code) => content.cores.find((core) => core.code === code))
    .filter((core): core is Core => Boolean(core));
  const noTop = noTopOf(result);

  if (noTop !== null) return <NoStrongest result={result} noTop={noTop} />;

  return (
    <>
      <section className={styles.block} aria-labelledby="core-coloring-top" data-pdf-block="가장 강한 세 코어">
        <Heading level={2} id="core-coloring-top">
          {strongestLabel(top.length)}: {top.map((core) => core.name).join(' · ')}
        </Heading>
        <Text tone="muted">
          {scoringSentence(weights)} 점수가 있는 코어 가운데 가장 높은{' '}
          {top.length === 1 ? '코어입니다.' : `${top.length}개 코어입니다.`}
          {top.length < 3 ? ` 점수가 0점인 코어는 꼽지 않았습니다.` : ''}
        </Text>
      </section>
      {top.map((core, index) => {
        const score = result.cores.find((entry) => entry.code === core.code);
        const answers = coreAnswers(result, core.code);
        const want = wantSentence(answers);
        const listed = [
          ...answers.kept.map((id) => ({ id, badge: <Badge tone="brand">2라운드에서 고름</Badge> })),
          ...answers.reds.map((id) => ({ id, badge: <Badge>지금의 나</Badge> })),
          ...answers.yellows.map((id) => ({ id, badge: <Badge tone="warning">가끔의 나</Badge> })),
        ];
        return (
          <section
            key={core.code}
            className={styles.flowBlock}
            aria-labelledby={`core-coloring-top-${core.code}`}
            data-pdf-block={`${index + 1}위 ${core.name} 설명`}
          >
            <Heading level={3} id={`core-coloring-top-${core.code}`}>
              ★ {index + 1}위 · {core.name}
            </Heading>
            <Text>{core.description}</Text>
            <Heading level={4}>강점으로 쓰는 법</Heading>
            <Text>{core.strength_use}</Text>
            <WhyThisResult
              level={4}
              lines={[colorSentence(answers), score ? scoreSentence(score, weights) : null, want].filter(Boolean)}
              answers={listed.map(({ id, badge }) => ({
                key: id,
                text: statements.get(id)?.text ?? '',
                note: (
                  <>
                    {badge}
                    {answers.wanted.has(id) ? (
                      <>
                        {' '}
                        <Badge tone="success">♡ {WANT_LABEL}</Badge>
                      </>
                    ) : null}
                  </>
                ),
              }))}
            />
          </section>
        );
      })}
    </>
  );
}

/** A result that names no strongest cores: why, from the answers, and what to do instead. */
function NoStrongest({ result, noTop }: { result: CoreColoringResult; noTop: 'no_current' | 'all_equal' }) {
  const { counts } = result;
  const points = result.cores[0]?.score ?? 0;
  return (
    <section className={styles.block} aria-labelledby="core-coloring-top" data-pdf-block="가장 강한 코어">
      <Heading level={2} id="core-coloring-top">
        가장 강한 코어를 꼽지 않았습니다
      </Heading>
      {noTop === 'no_current' ? (
        <Text>
          {counts.green === 0
            ? '모든 문장을 해당 없음으로 두어, 빨강(지금의 나)이나 노랑(가끔의 나)으로 칠한 문장이 없습니다. '
            : counts.none === 0
              ? '모든 문장을 초록(되고 싶은 나)으로 칠하고, 빨강(지금의 나)이나 노랑(가끔의 나)으로는 칠하지 않았습니다. '
              : `문장 ${counts.green + counts.none}개를 초록(되고 싶은 나) ${counts.green}개와 해당 없음 ${counts.none}개로 칠하고, 빨강(지금의 나)이나 노랑(가끔의 나)으로는 칠하지 않았습니다. `}
          지금 강한 코어를 말할 근거가 없어 순위를 매기지 않았습니다.
        </Text>
      ) : (
        <Text>
          아홉 코어의 점수가 모두 {points}점으로 같습니다. 어느 코어가 더 강하다고 말할 근거가 없어 순위를 매기지
          않았습니다.
        </Text>
      )}
      <Heading level={3}>대신 이렇게 해 보세요</Heading>
      <ul className={styles.carried}>
        {noTop === 'no_current' && counts.green > 0 ? (
          <li>
            <Text size="sm">
              초록으로 칠한 문장이 되고 싶은 나를 보여 줍니다. 매트릭스에서 성장 목표로 놓인 코어부터 살펴보세요.
            </Text>
          </li>
        ) : null}
        <li>
          <Text size="sm">최근 한 달 동안 잘 해낸 일 세 가지를 떠올려, 그때 쓴 힘을 아홉 코어에서 찾아보세요.</Text>
        </li>
        <li>
          <Text size="sm">
            {noTop === 'no_current'
              ? '문장을 천천히 다시 읽으며, 가끔이라도 나와 닮은 문장은 노랑(가끔의 나)으로 칠해 새로 해 보세요.'
              : '다시 칠할 때는 늘 그런 문장은 빨강(지금의 나), 때때로 그런 문장은 노랑(가끔의 나)으로 나누어 칠해 보세요.'}
          </Text>
        </li>
      </ul>
    </section>
  );
}
