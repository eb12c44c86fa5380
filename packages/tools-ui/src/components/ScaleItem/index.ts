export { AGREEMENT_LABELS, ScaleItem, type ScaleItemProps } from './ScaleItem';
