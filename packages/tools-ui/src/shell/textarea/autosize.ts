/**
 * Spec §9: an auto-sizing text area is as tall as its content plus 60 px, or plus 10 px in the
 * compact variant, so there is always room to keep typing without a scroll bar.
 */
export const AUTOSIZE_EXTRA_PX = { default: 60, compact: 10 } as const;
export type AutosizeVariant = keyof typeof AUTOSIZE_EXTRA_PX;
export const autosizeVariants = Object.keys(AUTOSIZE_EXTRA_PX) as AutosizeVariant[];

export interface AutosizeInput {
  /** The content's height with padding (the element's scrollHeight when collapsed). */
  scrollHeight: number;
  /** Top plus bottom border, for a border-box textarea. */
  borderBlock?: number;
  variant?: AutosizeVariant;
  /** Never shorter than this (e.g. the height of the rows it starts with). */
  minHeight?: number;
}

/** The height in px the text area should have for its content. */
export function autosizeHeight({
  scrollHeight,
  borderBlock = 0,
  variant = 'default',
  minHeight = 0,
}: AutosizeInput): number {
  return Math.max(minHeight, Math.ceil(scrollHeight + borderBlock + AUTOSIZE_EXTRA_PX[variant]));
}

/**
 * Fits a text area to its content: collapses it to read the content height, then sets the height
 * the rule gives. The page's scroll position is kept, since collapsing a text area at the bottom of
 * a page would otherwise clamp it.
 */
export function fitTextarea(textarea: HTMLTextAreaElement, variant: AutosizeVariant, minHeight = 0): number {
  const scroller = textarea.ownerDocument.scrollingElement;
  const scrollTop = scroller?.scrollTop ?? 0;
  const style = getComputedStyle(textarea);
  const borderBlock =
    style.boxSizing === 'border-box'
      ? Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth)
      : 0;
  const paddingBlock =
    style.boxSizing === 'border-box'
      ? 0
      : -(Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom));
  textarea.style.height = '0px';
  const height = autosizeHeight({
    scrollHeight: textarea.scrollHeight + paddingBlock,
    borderBlock,
    variant,
    minHeight,
  });
  textarea.style.height = `${height}px`;
  if (scroller && scroller.scrollTop !== scrollTop) scroller.scrollTop = scrollTop;
  return height;
}
