import { careerAnchorTool } from './careerAnchor';
import { careerModelTool } from './careerModel';
import { coreColoringTool } from './coreColoring';
import { deepinterTool } from './deepinter';
import { interviewTool } from './interview';
import { jobCardTool } from './jobCard';
import { jobSearchTool } from './jobSearch';
import { ptidTool } from './ptid';
import { selfIntroduceTool } from './selfIntroduce';
import { sellingPointTool } from './sellingPoint';
import type { ToolModule } from './types';

/** The tools the server implements; a new tool adds its module here (decisions 013 and 017). */
export const toolModules: readonly ToolModule[] = [
  coreColoringTool,
  ptidTool,
  careerAnchorTool,
  jobCardTool,
  selfIntroduceTool,
  deepinterTool,
  sellingPointTool,
  jobSearchTool,
  interviewTool,
  careerModelTool,
];
