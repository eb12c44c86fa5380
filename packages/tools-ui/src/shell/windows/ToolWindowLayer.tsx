import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { closeLayer, openLayer, pinLayer, raiseLayer, type WindowLayer } from './stacking';

type LayerAction =
  | { type: 'open'; id: string; pinned: boolean }
  | { type: 'raise'; id: string }
  | { type: 'pin'; id: string; pinned: boolean }
  | { type: 'close'; id: string };

function reduce(layers: WindowLayer[], action: LayerAction): WindowLayer[] {
  switch (action.type) {
    case 'open':
      return openLayer(layers, action.id, action.pinned);
    case 'raise': {
      const next = raiseLayer(layers, action.id);
      // Unchanged layering keeps the same state, so focusing the front window re-renders nothing.
      return next.every((layer, index) => layer === layers[index]) ? layers : next;
    }
    case 'pin':
      return pinLayer(layers, action.id, action.pinned);
    case 'close':
      return closeLayer(layers, action.id);
  }
}

export interface ToolWindowStack {
  layers: readonly WindowLayer[];
  open(id: string, pinned: boolean): void;
  raise(id: string): void;
  pin(id: string, pinned: boolean): void;
  close(id: string): void;
}

const ToolWindowContext = createContext<ToolWindowStack | null>(null);

/** Holds the layering of the tool windows inside it (spec §9). Put one around a screen's windows. */
export function ToolWindowLayer({ children }: { children: ReactNode }) {
  const [layers, dispatch] = useReducer(reduce, []);
  // The actions keep their identity across renders, so a window's open/close effect runs once.
  const actions = useMemo<Omit<ToolWindowStack, 'layers'>>(
    () => ({
      open: (id, pinned) => dispatch({ type: 'open', id, pinned }),
      raise: (id) => dispatch({ type: 'raise', id }),
      pin: (id, pinned) => dispatch({ type: 'pin', id, pinned }),
      close: (id) => dispatch({ type: 'close', id }),
    }),
    [],
  );
  const stack = useMemo<ToolWindowStack>(() => ({ layers, ...actions }), [layers, actions]);
  return <ToolWindowContext value={stack}>{children}</ToolWindowContext>;
}

export function useToolWindowStack(): ToolWindowStack {
  const stack = useContext(ToolWindowContext);
  if (!stack) throw new Error('ToolWindow needs a ToolWindowLayer around it.');
  return stack;
}
