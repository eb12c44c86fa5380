import type { SellingPointResult } from '@career/api-sdk';
import { BASIC_COMPETENCIES, type CompetencyKeyword, keywordsOf } from './keywords';
import { skillKeyword } from './skills';

// Selling point's result (selling-point/1, decision 026): the occupation, each keyword picked with
// what it means in that work and the student's experience for it, and the paragraph they picked.

export const RESULT_VERSION = 'selling-point/1';

type Values = Readonly<Record<string, unknown>>;
type Keyword = SellingPointResult['content']['keywords'][number];

const withCompetencyName = (keyword: CompetencyKeyword, core: boolean): Keyword => ({
  key: keyword.key,
  label: keyword.label,
  meaning: keyword.meaning,
  competency: keyword.competency,
  competency_name: BASIC_COMPETENCIES.find((entry) => entry.key === keyword.competency)?.name ?? '',
  core,
});

/**
 * The keywords of an occupation's work: those of its own core skills first (`core`), then its KECO
 * middle group's that are not among them, each with its basic competency's name.
 */
export function keywordsWithCompetency(groupCode: string, skills: readonly string[]): Keyword[] {
  const own = new Map<string, CompetencyKeyword>();
  for (const skill of skills) {
    const keyword = skillKeyword(skill, groupCode);
    if (keyword && !own.has(keyword.key)) own.set(keyword.key, keyword);
  }
  const labels = new Set([...own.values()].map((keyword) => keyword.label));
  return [
    ...[...own.values()].map((keyword) => withCompetencyName(keyword, true)),
    ...keywordsOf(groupCode)
      .filter((keyword) => !own.has(keyword.key) && !labels.has(keyword.label))
      .map((keyword) => withCompetencyName(keyword, false)),
  ];
}

const idOf = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'number' ? value[0] : null);

/** The run's choices as its items hold them: the occupation, the keywords picked (in order), each story, the paragraph picked. */
export function choicesOf(values: Values) {
  const picked = Array.isArray(values.kw) ? values.kw.filter((key): key is string => typeof key === 'string') : [];
  const story = (key: string) => (typeof values[`story.${key}`] === 'string' ? (values[`story.${key}`] as string) : '');
  return { occupationId: idOf(values.job), picked, story, chosenIntro: idOf(values.chosen) };
}

/** The picked keywords of the group, with their stories, in the order picked (keys the group no longer has left out). */
export function pointsOf(values: Values, keywords: readonly Keyword[]) {
  const { picked, story } = choicesOf(values);
  return picked
    .map((key) => keywords.find((keyword) => keyword.key === key))
    .filter((keyword): keyword is Keyword => keyword !== undefined)
    .map((keyword) => ({ ...keyword, story: story(keyword.key).trim() }));
}

export function sellingPointResultOf(input: {
  occupation: SellingPointResult['occupation'];
  keywords: readonly Keyword[];
  values: Values;
  introduction: SellingPointResult['introduction'];
  versions: number;
}): SellingPointResult {
  const points = pointsOf(input.values, input.keywords);
  const untold = points.filter((point) => point.story === '').map((point) => point.label);
  const suggestions: SellingPointResult['suggestions'] = [
    ...(untold.length > 0
      ? [
          {
            content: `경험을 적지 못한 강점(${untold.join(', ')})을 보여 줄 경험을 찾아 적어 둡니다.`,
            due_in_days: 7,
            topic: '경험 채우기',
          },
        ]
      : []),
    {
      content: `${input.occupation.name} 채용 공고 세 곳에서 자주 나오는 역량을 찾아 고른 강점과 비교합니다.`,
      due_in_days: 7,
      topic: '채용 공고',
    },
    {
      content: '고른 문단을 자기소개서 문항의 초안으로 보내 내 말투로 고쳐 씁니다.',
      due_in_days: 5,
      topic: '자기소개서',
    },
    {
      content: '강점마다 면접에서 1분 안에 말할 수 있게 경험을 소리 내어 연습합니다.',
      due_in_days: 10,
      topic: '면접 준비',
    },
  ];
  return {
    occupation: input.occupation,
    points,
    introduction: input.introduction,
    versions: input.versions,
    suggestions,
    content: { keywords: [...input.keywords] },
  };
}

/** The occupation and the strengths with an experience: those are the selling points (issue 39). */
export function summaryOf(result: SellingPointResult): string {
  const told = result.points.filter((point) => point.story !== '').map((point) => point.label);
  return `${result.occupation.name} · ${told.join(', ') || '경험을 적은 강점 없음'}`;
}
