export {
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
  inlineAlignments,
  inlineVerticalAlignments,
} from './Inline';
