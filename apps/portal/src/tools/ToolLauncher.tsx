import { type ActionItem, type Audience, TOOL_NAMES, TOOL_TEXTS, type ToolProgress } from '@career/api-sdk';
import { Badge, Button, Card, Grid, Inline, linkButton, Stack, Text } from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { toolPath } from './paths';

export interface ToolLauncherProps {
  audience: Audience;
  tools: readonly ActionItem[];
  /** Where the person the tools are for stands in each (`GET /dashboard/{id}`), when known. */
  progress?: readonly ToolProgress[] | null;
  /** Heading level of each tool's card. */
  headingLevel?: 2 | 3;
  /** Links are offered only when someone to run the tools for is known. */
  isReady?: boolean;
  /** Opens the tool in a tool window over the screen instead of moving to it. */
  onOpen?: (tool: ActionItem) => void;
}

function Standing({ progress }: { progress: ToolProgress }) {
  return (
    <Inline space="2">
      {progress.results > 0 ? (
        <Badge tone="success" icon="check">
          {progress.results > 1 ? `완료 ${progress.results}회` : '완료'}
        </Badge>
      ) : null}
      {progress.status === 'in_progress' ? (
        <Badge tone="brand">{progress.answered > 0 ? `진행 중 · ${progress.answered}개 답함` : '진행 중'}</Badge>
      ) : null}
      {progress.status === 'not_started' ? <Badge tone="neutral">아직 하지 않음</Badge> : null}
    </Inline>
  );
}

/** What the tool's button does next: start it, carry on with it, or see its result. */
function nextStep(progress: ToolProgress | undefined): string {
  if (progress?.status === 'in_progress') return '이어서 하기';
  if (progress?.status === 'completed') return '결과 보기';
  return '시작하기';
}

/** The tools as cards: each opens its first screen, and says where its person stands in it. */
export function ToolLauncher({
  audience,
  tools,
  progress,
  headingLevel = 3,
  isReady = true,
  onOpen,
}: ToolLauncherProps) {
  return (
    <Grid minItemWidth="14rem" space="3">
      {tools.map((tool) => {
        const standing = progress?.find((entry) => entry.action_item === tool);
        const step = nextStep(standing);
        const label = `${TOOL_NAMES[tool]} ${step}`;
        return (
          <Card key={tool} title={TOOL_NAMES[tool]} headingLevel={headingLevel}>
            <Stack space="3" align="start">
              <Text size="sm" tone="muted">
                {TOOL_TEXTS[tool].summary}
              </Text>
              {standing ? <Standing progress={standing} /> : null}
              {!isReady ? null : onOpen ? (
                <Button size="sm" variant="secondary" aria-label={label} onPress={() => onOpen(tool)}>
                  {step}
                </Button>
              ) : (
                <Link
                  to={toolPath(audience, tool)}
                  className={linkButton({ variant: 'secondary', size: 'sm' })}
                  aria-label={label}
                >
                  {step}
                </Link>
              )}
            </Stack>
          </Card>
        );
      })}
    </Grid>
  );
}
