export { ActionItems, type ActionItemsProps, type DatedSuggestion, MAX_ACTION_ITEMS } from './ActionItems';
export { createSaveQueue, type QueueState, SAVE_DELAY_MS, SAVE_MAX_WAIT_MS, type SaveQueue } from './saveQueue';
export { ToolRunProvider, type ToolRunProviderProps, useToolRun } from './ToolRunContext';
export { ToolScreen, type ToolScreenProps } from './ToolScreen';
export { createToolRun, type ToolRun, type ToolRunState } from './toolRun';
export type * from './types';
export { type Loaded, useLoaded } from './useLoaded';
