import { ACTION_ITEMS, TOOL_NAMES, TOOL_SUMMARIES } from '@career/api-sdk';
import { Badge, Card, Grid, Heading, Stack, Text } from '@career/tools-ui';
import { hasScreens } from '../../tools/manifest';

/** What each tool gives, to show a student or a class before choosing one. */
const GIVES = {
  'core-coloring': '아홉 코어의 강도, 강점·성장 목표 매트릭스, 두 결과의 비교',
  ptid: '세 글자 흥미 유형 코드와 그에 맞는 직업군·직업',
  'career-anchor': '여덟 앵커 점수와 나의 두 앵커, 잘 맞는 일과 주의할 점',
  'career-model': '지금까지의 결과를 모은 직업·전공·교육 경로 추천',
  'job-card': '끌리는 직업과 그 이유, 관련 직업 추천',
  'job-search': '목표 직무, 검색어, 보여 줄 역량과 주간 구직 계획',
  'selling-point': '경험에서 뽑은 강점 키워드와 자기소개 문단',
  'self-introduce': '문항별 초안과 구체적인 점검 의견',
  interview: '답변 개요, 기준별 점수, 개선 의견과 최종 요약',
  deepinter: '한 경험에 대한 꼬리 질문과 다듬은 답변',
} as const satisfies Record<(typeof ACTION_ITEMS)[number], string>;

/** The ten tools in a sentence each (spec §2 /consultant-modal/intro and /instructor-modal/intro). */
export function ToolIntro() {
  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>도구 소개</Heading>
        <Text tone="muted">
          자기 이해에서 시작해 직업 탐색, 자기소개서와 면접 준비로 이어지는 열 가지 도구입니다. 도구마다 결과 뒤에 실천
          계획을 세우고 PDF로 남길 수 있습니다.
        </Text>
      </Stack>
      <Grid minItemWidth="16rem" space="3">
        {ACTION_ITEMS.map((tool, index) => (
          <Card key={tool} title={`${index + 1}. ${TOOL_NAMES[tool]}`} headingLevel={2}>
            <Stack space="3" align="start">
              <Text size="sm">{TOOL_SUMMARIES[tool]}</Text>
              <Text size="sm" tone="muted">
                결과: {GIVES[tool]}
              </Text>
              {hasScreens(tool) ? <Badge tone="success">지금 쓸 수 있음</Badge> : <Badge tone="neutral">곧 열림</Badge>}
            </Stack>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
