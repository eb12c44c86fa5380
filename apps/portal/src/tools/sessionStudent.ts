import { proxy, subscribe } from 'valtio';

/** Whom a consultant's or an instructor's tool screens are run for (decision 013). */
export interface SessionStudent {
  id: number;
  name: string;
}

const KEY = 'sessionStudent';

function restore(): SessionStudent | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SessionStudent | null;
    return saved && typeof saved.id === 'number' && typeof saved.name === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The student of the session in this tab: chosen on the consultant's home or the instructor's
 * participant list, kept across reloads of the tab (sessionStorage) and forgotten with it.
 */
export const sessionStudent = proxy<{ current: SessionStudent | null }>({
  current: typeof sessionStorage === 'undefined' ? null : restore(),
});

if (typeof sessionStorage !== 'undefined') {
  subscribe(sessionStudent, () => {
    if (sessionStudent.current) sessionStorage.setItem(KEY, JSON.stringify(sessionStudent.current));
    else sessionStorage.removeItem(KEY);
  });
}

export function chooseStudent(student: SessionStudent | null): void {
  sessionStudent.current = student ? { id: student.id, name: student.name } : null;
}
