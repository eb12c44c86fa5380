import { type CoreColoringScore, confidenceOf, type PortfolioPart } from '@career/api-sdk';
import { listOf } from '../text/korean';

const quoted = (names: readonly { name: string }[]) => listOf(names.map((entry) => `‘${entry.name}’`));

/** What a core-coloring result adds to the portfolio: the strongest cores, those to grow, how sure. */
export function portfolioPartOf(result: CoreColoringScore): PortfolioPart {
  const named = (codes: readonly string[]) =>
    codes.map((code) => ({ code, name: result.content.cores.find((core) => core.code === code)?.name ?? code }));
  const cores = named(result.top);
  const growth = named(result.growth.slice(0, 3));
  const noTop = 'noTop' in result ? result.noTop : null;
  const said = [
    cores.length > 0
      ? `가장 강한 코어는 ${quoted(cores)}입니다.`
      : noTop === 'all_equal'
        ? '아홉 코어의 점수가 같아 가장 강한 코어를 정하지 않았습니다.'
        : '‘지금의 나’로 칠한 문장이 없어 가장 강한 코어를 정하지 않았습니다.',
    growth.length > 0 ? `더 키우고 싶은 코어는 ${quoted(growth)}입니다.` : null,
    confidenceOf('quality' in result ? result.quality : undefined),
  ];
  return { said: said.filter((line) => line !== null), cores };
}
