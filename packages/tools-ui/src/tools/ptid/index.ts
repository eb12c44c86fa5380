export { PtidTool } from './PtidTool';
export type * from './types';
