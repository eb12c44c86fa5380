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

/** Sheets the exporter adopts into the page for its own sake, never copied into the capture frame. */
const exportersOwn = new WeakSet<CSSStyleSheet>();

/** The rules of the page's <style> elements and constructed sheets, which the frame would otherwise lack. */
function inlineRules(source: Document): string {
  const sheets = [
    ...[...source.styleSheets].filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement),
    ...source.adoptedStyleSheets.filter((sheet) => !exportersOwn.has(sheet)),
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

/**
 * html2canvas finds each font's baseline by setting its 1×1 image (this one) beside a sample text in
 * the page's body and reading the image's offset. The app's `img { display: block }` moves that image
 * a line down, so every text was drawn about half a line too low: a badge's words slid out of its frame.
 */
const BASELINE_PROBE_RULE = `img[src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"] { display: inline !important; }`;

/**
 * During a capture: html2canvas's baseline probe stays inline in the page (see above). The rule stays
 * out of the capture frame, where it has no use: copied there, it made Chromium draw the Korean text
 * of an SVG (the core coloring matrix) as empty boxes. Returns the undo.
 */
export function keepBaselineProbeInline(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(BASELINE_PROBE_RULE);
  exportersOwn.add(sheet);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return () => {
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
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
