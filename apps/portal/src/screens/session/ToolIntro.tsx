import { ACTION_ITEMS, TOOL_NAMES, TOOL_TEXTS } from '@career/api-sdk';
import { Badge, Card, Grid, Heading, Stack, Text } from '@career/tools-ui';

/** Every tool in a sentence each (spec §2 /consultant-modal/intro and /instructor-modal/intro). */
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
              <Text size="sm">{TOOL_TEXTS[tool].summary}</Text>
              <Text size="sm" tone="muted">
                결과: {TOOL_TEXTS[tool].gives}
              </Text>
              <Badge tone="success">지금 쓸 수 있음</Badge>
            </Stack>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
