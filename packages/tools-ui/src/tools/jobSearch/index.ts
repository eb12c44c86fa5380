export { JobSearchTool } from './JobSearchTool';
export type * from './types';
