import { useCallback, useEffect, useRef, useState } from 'react';
import { useToolRun } from './ToolRunContext';
import type { AnswerValue } from './types';

type Answers = Readonly<Record<string, unknown>>;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A value kept in answer items, as a field edits it. The field reads React state, so what is typed
 * stays where the caret is (the run store tells its readers of a change a moment later); each change
 * goes to the run store at once and is saved with the other answers within a second. A value the
 * store gets from elsewhere (another device's answer, loaded after a conflict) replaces the field's.
 * A component using it is keyed by the question, so another question starts from its own value.
 */
export function useAnswerValue<T>(
  read: (answers: Answers) => T,
  write: (value: T) => readonly (readonly [string, AnswerValue])[],
): [T, (value: T) => void] {
  const { snapshot, actions } = useToolRun();
  const stored = read(snapshot.answers);
  const [value, setValue] = useState(stored);
  // What this field gave the store lately: the store showing one of them is no news.
  const given = useRef<T[]>([stored]);
  const latestWrite = useRef(write);
  latestWrite.current = write;

  const storedKey = JSON.stringify(stored);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a list read anew is the same value; its text says whether it changed.
  useEffect(() => {
    if (given.current.some((entry) => same(entry, stored))) return;
    given.current = [stored];
    setValue(stored);
  }, [storedKey]);

  const set = useCallback(
    (next: T) => {
      given.current = [...given.current.slice(-20), next];
      setValue(next);
      for (const [item, entry] of latestWrite.current(next)) actions.answer(item, entry);
    },
    [actions],
  );
  return [value, set];
}

/** A text answer item (an answer, notes, a title), as a field edits it. */
export function useItemText(item: string, max: number): [string, (value: string) => void] {
  const [text, set] = useAnswerValue(
    (answers) => {
      const value = answers[item];
      return typeof value === 'string' ? value : '';
    },
    (value) => [[item, value]],
  );
  // Never more than the item takes: the server would refuse the whole save.
  return [text, useCallback((value: string) => set(clip(value, max)), [set, max])];
}
