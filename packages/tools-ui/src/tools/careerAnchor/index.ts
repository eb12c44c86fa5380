export { CareerAnchorTool } from './CareerAnchorTool';
export type * from './types';
