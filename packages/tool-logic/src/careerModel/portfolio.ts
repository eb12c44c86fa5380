import { type CareerModelResult, type PortfolioPart, READINESS_LEVELS } from '@career/api-sdk';

/** How many of the recommended occupations the portfolio names when none was chosen. */
const SUGGESTED = 3;

const levelOf = (key: string) => READINESS_LEVELS.find((level) => level.key === key)?.label ?? key;

/** What a career-model result adds to the portfolio: the occupations chosen (or offered) and the consultant's readiness check. */
export function portfolioPartOf(result: CareerModelResult): PortfolioPart {
  const aimed = result.chosen.map((job) => job.name);
  const suggested = result.jobs.slice(0, SUGGESTED).map((job) => job.name);
  const quoted = (names: readonly string[]) => names.map((name) => `‘${name}’`).join(', ');
  const { check } = result;
  const said = [
    aimed.length > 0
      ? `고른 직업은 ${quoted(aimed)}입니다.`
      : suggested.length > 0
        ? `추천된 직업(${quoted(suggested)} 등) 가운데 아직 고른 직업이 없습니다.`
        : '추천할 직업을 찾지 못했습니다.',
    result.chosen_paths.length > 0 ? `준비할 길: ${quoted(result.chosen_paths.map((path) => path.name))}.` : null,
    check
      ? `${check.by} 선생님이 본 준비도: 정보 ${levelOf(check.info)}, 적합성 ${levelOf(check.fit)}, 계획 ${levelOf(check.plan)}.`
      : null,
  ];
  return {
    said: said.filter((line) => line !== null),
    aimed,
    suggested,
    ...(check ? { readiness: { info: check.info, fit: check.fit, plan: check.plan } } : {}),
  };
}
