import { type ActionItem, type Audience, COMPLETED_FLAG, TOOL_NAMES, TOOL_SUMMARIES } from '@career/api-sdk';
import type { CompletedTools } from '@career/session';
import { Badge, Card, Grid, linkButton, Stack, Text } from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { hasScreens, toolPath } from './manifest';

export interface ToolLauncherProps {
  audience: Audience;
  tools: readonly ActionItem[];
  /** The completed-tool flags of the person the tools are for, when known. */
  completed?: CompletedTools | null;
  /** Heading level of each tool's card. */
  headingLevel?: 2 | 3;
  /** Links are offered only when someone to run the tools for is known. */
  isReady?: boolean;
}

/** The tools as cards: each opens its first screen, and says whether it is done. */
export function ToolLauncher({ audience, tools, completed, headingLevel = 3, isReady = true }: ToolLauncherProps) {
  return (
    <Grid minItemWidth="14rem" space="3">
      {tools.map((tool) => {
        const done = completed?.[COMPLETED_FLAG[tool]];
        return (
          <Card key={tool} title={TOOL_NAMES[tool]} headingLevel={headingLevel}>
            <Stack space="3" align="start">
              <Text size="sm" tone="muted">
                {TOOL_SUMMARIES[tool]}
              </Text>
              {completed ? (
                done ? (
                  <Badge tone="success" icon="check">
                    완료
                  </Badge>
                ) : (
                  <Badge tone="neutral">아직 하지 않음</Badge>
                )
              ) : null}
              {!hasScreens(tool) ? (
                <Text size="sm" tone="muted">
                  곧 열립니다
                </Text>
              ) : isReady ? (
                <Link
                  to={toolPath(audience, tool)}
                  className={linkButton({ variant: 'secondary', size: 'sm' })}
                  aria-label={`${TOOL_NAMES[tool]} ${done ? '결과 보기' : '시작하기'}`}
                >
                  {done ? '결과 보기' : '시작하기'}
                </Link>
              ) : null}
            </Stack>
          </Card>
        );
      })}
    </Grid>
  );
}
