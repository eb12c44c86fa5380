import type { DEEPINTER_KINDS, routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';

/** The kinds of experience the interview words its questions for: the tool's content. */
export type DeepinterContent = typeof DEEPINTER_KINDS;

/** The deep interview around a screen: its calls, its content, where to go. */
export const useDeepinter = () => useTool<'deepinter', typeof routes.deepinter, DeepinterContent>();
