import type { routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';
import type { CoreColoringQuestions } from './types';

/** The core-coloring tool around a screen: its calls, its content, where to go. */
export const useCoreColoring = () => useTool<'core-coloring', typeof routes.coreColoring, CoreColoringQuestions>();
