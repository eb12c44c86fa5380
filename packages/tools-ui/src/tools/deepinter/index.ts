export { DeepinterTool } from './DeepinterTool';
export type * from './types';
