import { type ActionItem, TOOL_NAMES } from '@career/api-sdk';
import { Card } from '../components/Card';
import { Checkbox } from '../components/Checkbox';
import { Grid } from '../components/Grid';
import { Stack } from '../components/Stack';
import { GroupError } from './GroupError';
import type { ServerForm } from './useServerForm';

export interface ToolChoiceProps {
  /** A form whose `tools` are the chosen ones. */
  form: ServerForm<{ tools: string[] }>;
  /** The tools that may be chosen (a coupon gives only those a pass opens). */
  tools: readonly ActionItem[];
  title: string;
  /** What choosing does (who gets the tools, when a change applies). */
  description: string;
  /** Kept as they are (a coupon whose codes were used). */
  isDisabled?: boolean;
}

/** The card of a record's tools (a coupon's, a class's, an AI gift's): one box a tool, the refusal under them. */
export function ToolChoice({ form, tools, title, description, isDisabled }: ToolChoiceProps) {
  const chosen = form.values.tools;
  const choose = (tool: string, on: boolean) =>
    form.set('tools', on ? [...chosen, tool] : chosen.filter((held) => held !== tool));
  return (
    <Card title={title} headingLevel={2} description={description}>
      <Stack space="2">
        <Grid minItemWidth="12rem" space="2">
          {tools.map((tool) => (
            <Checkbox
              key={tool}
              isSelected={chosen.includes(tool)}
              isDisabled={isDisabled}
              onChange={(on) => choose(tool, on)}
            >
              {TOOL_NAMES[tool]}
            </Checkbox>
          ))}
        </Grid>
        <GroupError message={form.error('tools')} />
      </Stack>
    </Card>
  );
}
