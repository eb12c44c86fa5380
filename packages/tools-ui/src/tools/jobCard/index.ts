export { JobCardTool } from './JobCardTool';
export type * from './types';
