import type { routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';
import type { CareerAnchorQuestions } from './types';

/** The career-anchor tool around a screen: its calls, its statements, where to go. */
export const useCareerAnchor = () => useTool<'career-anchor', typeof routes.careerAnchor, CareerAnchorQuestions>();
