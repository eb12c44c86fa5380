export { Text, type TextProps } from './Text';
export { textSizes, textTones, textWeights } from './Text.css';
