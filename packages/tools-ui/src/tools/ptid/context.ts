import type { routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';
import type { PtidContent } from './types';

/** The personality-type tool around a screen: its calls, its content, where to go. */
export const usePtid = () => useTool<'ptid', typeof routes.ptid, PtidContent>();
