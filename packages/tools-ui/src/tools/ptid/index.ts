export { TOOL_NAME as PTID_TOOL_NAME } from './context';
export { SCREENS as PTID_SCREENS, type Screen as PtidScreen } from './model/flow';
export { PtidTool, type PtidToolProps } from './PtidTool';
export type * from './types';
