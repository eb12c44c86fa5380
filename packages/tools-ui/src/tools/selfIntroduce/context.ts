import type { routes } from '@career/api-sdk';
import { createContext, useContext } from 'react';
import { useTool } from '../framework/ToolContext';
import type { SelfIntroduceQuestions, SelfIntroduceType } from './types';

/** The self-introduction tool around a screen: its calls, its questions, where to go. */
export const useSelfIntroduce = () => useTool<'self-introduce', typeof routes.selfIntroduce, SelfIntroduceQuestions>();

/**
 * What the tool keeps while it is open, beside the shell's context: the questions as changed since
 * they were loaded (added, renamed, deleted), and the question open in the workspace (the checklist
 * opens one there).
 */
export interface SelfIntroduceLocal {
  types: SelfIntroduceQuestions | null;
  setTypes(types: SelfIntroduceQuestions): void;
  current: string | null;
  setCurrent(key: string | null): void;
}

export const SelfIntroduceLocalContext = createContext<SelfIntroduceLocal | null>(null);

function useLocal(): SelfIntroduceLocal {
  const local = useContext(SelfIntroduceLocalContext);
  if (!local) throw new Error('a self-introduction screen needs its SelfIntroduceTool');
  return local;
}

/** The questions on offer (as changed while the tool is open), and the changes to them. */
export function useQuestionTypes() {
  // The user's own question is saved with the id of the user the tool is run for.
  const { content, userId } = useSelfIntroduce();
  const { types, setTypes } = useLocal();
  const shown = types ?? content;
  return {
    types: shown,
    userId,
    added: (type: SelfIntroduceType) => setTypes([...shown, type]),
    renamed: (type: SelfIntroduceType) => setTypes(shown.map((entry) => (entry.key === type.key ? type : entry))),
    removed: (key: string) => setTypes(shown.filter((entry) => entry.key !== key)),
  };
}

/** The question open in the workspace, kept while the user moves between screens. */
export function useCurrentQuestion(): [string | null, (key: string | null) => void] {
  const { current, setCurrent } = useLocal();
  return [current, setCurrent];
}

export type { SelfIntroduceType };
