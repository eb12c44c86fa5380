/**
 * html2canvas under the product's Content-Security-Policy (`style-src 'self'` plus one hash, no
 * 'unsafe-inline'). html2canvas 1.4.1 copies the page into a frame for capture and, in doing so,
 * writes two kinds of <style> element that such a policy refuses (and logs as errors):
 * - a copy of each <style> element, rewritten from its rules (so no longer matching an allowed hash);
 * - a fixed rule hiding the real ::before/::after of elements whose pseudo-elements it re-creates.
 * Here the first kind is left out of the copy and the second is never inserted; both sets of rules
 * reach the frame instead as a constructed stylesheet (CSSOM), which the policy does not govern.
 */

/** html2canvas's own rule, verbatim in effect: the re-created pseudo-elements replace the real ones. */
const PSEUDO_HIDE_RULES = [
  '.___html2canvas___pseudoelement_before::before, .___html2canvas___pseudoelement_after::after',
  '{ content: "" !important; display: none !important; }',
].join(' ');

/** The rules of the page's <style> elements and constructed sheets, which the frame would otherwise lack. */
function inlineRules(source: Document): string {
  const sheets = [
    ...[...source.styleSheets].filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement),
    ...source.adoptedStyleSheets,
  ];
  return sheets
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/**
 * Copy only the html2pdf overlay (which holds the pages) and the head's stylesheets; never <style>,
 * and never a control marked `data-pdf-omit` (a copy button beside a text is no use on paper).
 */
export function ignoreForCapture(element: Element): boolean {
  if (element.tagName === 'STYLE' || element.hasAttribute('data-pdf-omit')) return true;
  return element.parentElement === element.ownerDocument.body && !element.classList.contains('html2pdf__overlay');
}

/** Gives the capture frame the page's inline rules and the pseudo-element rule as one constructed sheet. */
export function adoptCaptureStyles(clone: Document, source: Document): void {
  const view = clone.defaultView;
  if (!view) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(`${inlineRules(source)}\n${PSEUDO_HIDE_RULES}`);
  clone.adoptedStyleSheets = [...clone.adoptedStyleSheets, sheet];
}

/**
 * For the next capture only: html2canvas's one `document.createElement('style')` (the pseudo-element
 * rule) gets an inert <template> instead, so nothing is refused. Undone at that call, or by the
 * returned function, whichever comes first.
 */
export function withholdNextStyleElement(doc: Document): () => void {
  const own = Object.getOwnPropertyDescriptor(doc, 'createElement');
  const create = doc.createElement;
  const restore = () => {
    if (own) Object.defineProperty(doc, 'createElement', own);
    else Reflect.deleteProperty(doc, 'createElement');
  };
  Object.defineProperty(doc, 'createElement', {
    configurable: true,
    writable: true,
    value(this: Document, tagName: string, options?: ElementCreationOptions) {
      if (tagName.toLowerCase() !== 'style') return create.call(this, tagName, options);
      restore();
      return create.call(this, 'template', options);
    },
  });
  return restore;
}

/** Loads the faces `text` needs in the document that will lay it out (the page, or the capture frame). */
export async function loadFonts(target: Document, element: Element, text: string): Promise<void> {
  if (!target.fonts) return;
  const family = getComputedStyle(element).fontFamily;
  if (family) await Promise.all([400, 700].map((weight) => target.fonts.load(`${weight} 16px ${family}`, text)));
  await target.fonts.ready;
}
