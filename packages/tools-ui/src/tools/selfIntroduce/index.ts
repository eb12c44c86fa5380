export { SelfIntroduceTool } from './SelfIntroduceTool';
export type * from './types';
