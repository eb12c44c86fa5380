import type { ActionItem } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolProps } from './framework/types';

// The ten tools on one framework (decisions 013 and 017).
export * from './framework';

/**
 * Every tool with screens, each loaded on demand as its own chunk. A new tool adds its line here;
 * the host apps' routes for every audience follow from it and the registry's screen lists.
 */
export const TOOL_UI: Partial<Record<ActionItem, () => Promise<ComponentType<ToolProps>>>> = {
  'core-coloring': () => import('./coreColoring').then((tool) => tool.CoreColoringTool),
  ptid: () => import('./ptid').then((tool) => tool.PtidTool),
  'career-anchor': () => import('./careerAnchor').then((tool) => tool.CareerAnchorTool),
  'career-model': () => import('./careerModel').then((tool) => tool.CareerModelTool),
  'job-card': () => import('./jobCard').then((tool) => tool.JobCardTool),
  'job-search': () => import('./jobSearch').then((tool) => tool.JobSearchTool),
  'self-introduce': () => import('./selfIntroduce').then((tool) => tool.SelfIntroduceTool),
  'selling-point': () => import('./sellingPoint').then((tool) => tool.SellingPointTool),
  interview: () => import('./interview').then((tool) => tool.InterviewTool),
  deepinter: () => import('./deepinter').then((tool) => tool.DeepinterTool),
};
