export { SellingPointTool } from './SellingPointTool';
export type * from './types';
