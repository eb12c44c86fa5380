import type { ActionItem, PortfolioPart } from '@career/api-sdk';
import type { ToolModule } from './types';

/**
 * What a kept result adds to the portfolio and the class picture (decision 058): its tool's reading
 * (`ToolModule.portfolio`), else its summary line. Handed each tool's own results only.
 */
export function partReader(tools: readonly ToolModule[]) {
  const partOf = new Map(tools.map((tool) => [tool.definition.id, tool.portfolio]));
  return (tool: ActionItem, result: unknown, summary: string | null): PortfolioPart => {
    const portfolioOf = partOf.get(tool);
    return portfolioOf ? portfolioOf(result as never) : { said: summary ? [summary] : [] };
  };
}
