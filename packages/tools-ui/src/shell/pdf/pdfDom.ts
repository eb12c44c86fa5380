import type { PdfBox } from './paginate';
import { PAPER_COPY } from './paper';

/**
 * The DOM half of pagination: a clone of the result, measured into boxes for the page-break rule,
 * and divided between pages by moving nodes (never cloning the rest again), so that a 40-page
 * result costs no more per page than a 1-page one.
 */

/** Inherited text properties the result takes from the page around it, given to each PDF page. */
const INHERITED = [
  'color',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'textAlign',
  'wordBreak',
  'overflowWrap',
  'fontVariantNumeric',
  'fontFeatureSettings',
] as const;

export function inheritedTextStyle(source: HTMLElement): Partial<CSSStyleDeclaration> {
  const context = getComputedStyle(source.parentElement ?? source);
  return Object.fromEntries(INHERITED.map((property) => [property, context[property]]));
}

/** Sets styles through the CSSOM: allowed by a CSP without 'unsafe-inline', unlike a style attribute. */
export function setStyle(element: HTMLElement, style: Partial<CSSStyleDeclaration>): void {
  Object.assign(element.style, style);
}

/**
 * A deep clone ready for capture, without the elements matching `leaveOut`: canvases keep their pictures, form fields their values, and every
 * element gets `letter-spacing: normal` (html2canvas draws spaced text glyph by glyph, which spreads
 * Korean syllables apart).
 */
export function cloneForPdf(source: HTMLElement, leaveOut?: string): HTMLElement {
  const clone = source.cloneNode(true) as HTMLElement;
  const originals = source.querySelectorAll('canvas, textarea, input, select');
  const copies = clone.querySelectorAll('canvas, textarea, input, select');
  originals.forEach((original, index) => {
    const copy = copies[index];
    if (original instanceof HTMLCanvasElement && copy instanceof HTMLCanvasElement) {
      copy.getContext('2d')?.drawImage(original, 0, 0);
    } else if (original instanceof HTMLTextAreaElement && copy instanceof HTMLTextAreaElement) {
      copy.textContent = original.value;
    } else if (original instanceof HTMLInputElement && copy instanceof HTMLInputElement) {
      copy.setAttribute('value', original.value);
      copy.toggleAttribute('checked', original.checked);
    } else if (original instanceof HTMLSelectElement && copy instanceof HTMLSelectElement) {
      copy.value = original.value;
    }
  });
  // A report is printed on white paper: the screen's tinted page surface (the root, or a result's
  // column painted like the page) would stop where a page's content does, a band across the sheet.
  const tint = getComputedStyle(source.ownerDocument.body).backgroundColor;
  const paintsPage = (element: Element) =>
    tint !== 'rgba(0, 0, 0, 0)' && tint !== 'transparent' && getComputedStyle(element).backgroundColor === tint;
  const sources = source.querySelectorAll('*');
  for (const [index, element] of [...clone.querySelectorAll<HTMLElement>('*')].entries()) {
    if (!element.style) continue;
    element.style.letterSpacing = 'normal';
    const original = sources[index];
    if (original && paintsPage(original)) element.style.background = '#ffffff';
  }
  clone.style.letterSpacing = 'normal';
  clone.style.background = '#ffffff';
  clone.setAttribute(PAPER_COPY, '');
  // Parts only paper has (a counsellor's memo box) are not shown on screen: the copy shows them.
  for (const element of clone.querySelectorAll<HTMLElement>('[data-pdf-only]')) {
    element.style.display = element.getAttribute('data-pdf-only') || 'flex';
  }
  // A toggle cannot be opened on paper: what it holds is printed in its place, on one line, without
  // its summary (html2canvas would draw both, the content over the summary).
  for (const details of clone.querySelectorAll('details')) {
    const shown = document.createElement('span');
    shown.className = details.className;
    shown.style.whiteSpace = 'nowrap';
    for (const child of [...details.childNodes]) {
      if (!(child instanceof Element && child.tagName === 'SUMMARY')) shown.append(child);
    }
    details.replaceWith(shown);
  }
  // Screen-only parts (controls, a filter) take no room on paper: pages are measured as they are drawn.
  // A copy for someone else (the student's copy of a counsellor's report) leaves out what is not for them.
  const left = leaveOut ? `[data-pdf-omit], ${leaveOut}` : '[data-pdf-omit]';
  for (const element of clone.querySelectorAll(left)) element.remove();
  return clone;
}

const ATOMIC = new Set(['IMG', 'svg', 'CANVAS', 'VIDEO', 'PICTURE', 'IFRAME', 'math']);
const SKIPPED = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK', 'META']);

/** Children that take part in the block flow: hidden and absolutely placed ones stay with their parent. */
function flowChildren(parent: Element): Element[] {
  return [...parent.children].filter((child) => {
    if (SKIPPED.has(child.tagName)) return false;
    const style = getComputedStyle(child);
    return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed';
  });
}

/**
 * Whether the element's children may go on different pages: blocks only, no loose text, not kept
 * whole. `break-inside: avoid` keeps together what fits on a page; a block taller than a page is
 * divided all the same (as browsers print it), between its rows, never sliced through them.
 */
function divisible(element: Element, style: CSSStyleDeclaration, tallerThanPage: boolean): boolean {
  if (ATOMIC.has(element.tagName) || element.hasAttribute('data-pdf-keep')) return false;
  if ((style.breakInside === 'avoid' || style.breakInside === 'avoid-page') && !tallerThanPage) return false;
  if (style.display.startsWith('inline')) return false;
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return false;
  }
  return true;
}

/**
 * The boxes of `parent`'s flow children, in px from `originTop`. Children of a box are measured
 * only when the box reaches past `limit`: only there may the rule need to look inside.
 */
export function measureBoxes(
  parent: Element,
  originTop: number,
  limit: number,
  unsplittable: ReadonlySet<Element> = new Set(),
): PdfBox[] {
  return flowChildren(parent).map((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const box: PdfBox = { top: rect.top - originTop, height: rect.height };
    if (/^H[1-6]$/.test(element.tagName) || style.breakAfter === 'avoid' || style.breakAfter === 'avoid-page') {
      box.keepWithNext = true;
    }
    if (
      style.breakBefore === 'page' ||
      style.breakBefore === 'always' ||
      element.hasAttribute('data-pdf-break-before') ||
      element.previousElementSibling?.hasAttribute('data-pdf-break-after')
    ) {
      box.breakBefore = true;
    }
    const straddles = box.top < limit && box.top + box.height > limit;
    if (straddles && divisible(element, style, box.height > limit)) {
      box.children = measureBoxes(element, originTop, limit, unsplittable);
    } else if (straddles && !unsplittable.has(element) && splittable(element)) {
      box.lines = true;
    }
    return box;
  });
}

/** The element a rule path points at, read the same way the boxes were measured. */
export function elementAt(root: Element, path: readonly number[]): Element {
  let element = root;
  for (const index of path) {
    const child = flowChildren(element)[index];
    if (!child) throw new Error(`No element at ${path.join('.')}`);
    element = child;
  }
  return element;
}

/**
 * Takes the page that ends at `boundary` off the front of `root`: every node before it (and the
 * boundary itself, with `includeBoundary`) moves into copies of its ancestors, returned as the page.
 * What is left stays where it was, so the browser re-lays out only the blocks that moved up, not
 * the whole rest of a long result: one layout pass per page stays cheap at any length. A divided
 * table keeps its header on both pages.
 */
export function takePage(root: Element, boundary: Element, includeBoundary: boolean): Element {
  const path: Element[] = [];
  for (let node: Element | null = boundary; node !== root; node = node.parentElement) {
    if (!node) throw new Error('The boundary is not inside the root');
    path.unshift(node);
  }
  const page = root.cloneNode(false) as Element;
  let source: Element = root;
  let target: Element = page;
  for (const [level, stop] of path.entries()) {
    let child = source.firstChild;
    while (child && child !== stop) {
      const next: ChildNode | null = child.nextSibling;
      target.append(source.tagName === 'TABLE' && child.nodeName === 'THEAD' ? child.cloneNode(true) : child);
      child = next;
    }
    if (level === path.length - 1) {
      if (includeBoundary) target.append(stop);
    } else {
      const shell = stop.cloneNode(false) as Element;
      target.append(shell);
      target = shell;
      source = stop;
    }
  }
  return page;
}

/** Whether an element not divided into blocks holds text that could go on between its lines. */
function splittable(element: Element): boolean {
  return !ATOMIC.has(element.tagName) && !element.hasAttribute('data-pdf-keep') && Boolean(element.textContent?.trim());
}

/** The bottom of the character at `offset` (client px), or null for one that draws no box (collapsed space). */
function characterBottom(range: Range, node: Text, offset: number): number | null {
  range.setStart(node, offset);
  range.setEnd(node, offset + 1);
  const rects = range.getClientRects();
  const last = rects[rects.length - 1];
  return last && last.height > 0 ? last.bottom : null;
}

/**
 * Where the first line that reaches past `limit` (a client y) starts in `node`: the first
 * character whose box ends below it. Lines go down the page in order, so their bottoms only grow.
 */
function firstOverflowingCharacter(range: Range, node: Text, limit: number): number {
  let low = 0;
  let high = node.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    // A character without a box (a collapsed space) counts as the first one after it with a box.
    let probe = middle;
    let bottom = characterBottom(range, node, probe);
    while (bottom === null && probe < high) bottom = characterBottom(range, node, ++probe);
    if (bottom !== null && bottom > limit + 0.5) high = middle;
    else low = probe + 1;
  }
  return low;
}

/**
 * Divides a block of text taller than a page (a long answer, a story) before its first line that
 * reaches past `limit`: the lines that fit stay in `element`, the rest moves into a copy of it
 * just after (with the inline elements around it copied, as Range does). Returns false when there
 * is no line to divide at: not text, kept whole, or its first line already reaches past the limit.
 */
export function splitBetweenLines(element: Element, limit: number): boolean {
  if (ATOMIC.has(element.tagName) || element.hasAttribute('data-pdf-keep') || !element.parentNode) return false;
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let textBefore = false;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim()) continue;
    range.selectNodeContents(node);
    const rects = range.getClientRects();
    const last = rects[rects.length - 1];
    if (!last || last.bottom <= limit + 0.5) {
      textBefore = true;
      continue;
    }
    const offset = firstOverflowingCharacter(range, node, limit);
    if (!textBefore && !node.data.slice(0, offset).trim()) return false;
    range.setStart(node, offset);
    range.setEnd(element, element.childNodes.length);
    const rest = element.cloneNode(false) as Element;
    rest.append(range.extractContents());
    element.after(rest);
    return true;
  }
  return false;
}

/** Whether a divided-off part holds anything to show. */
export function hasContent(element: Element): boolean {
  return Boolean(element.textContent?.trim()) || element.querySelector('img, svg, canvas, hr, table') !== null;
}
