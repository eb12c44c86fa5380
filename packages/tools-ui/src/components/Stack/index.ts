export { Stack, type StackAlign, type StackProps, stackAlignments } from './Stack';
