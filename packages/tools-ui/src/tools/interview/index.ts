export { InterviewTool } from './InterviewTool';
export type * from './types';
