export { CareerModelTool } from './CareerModelTool';
export type * from './types';
