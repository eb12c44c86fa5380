export { TOOL_NAME as JOB_CARD_TOOL_NAME } from './context';
export { JobCardTool, type JobCardToolProps } from './JobCardTool';
export { SCREENS as JOB_CARD_SCREENS, type Screen as JobCardScreen } from './model/flow';
export type * from './types';
