export { CoreColoringTool } from './CoreColoringTool';
export type * from './types';
