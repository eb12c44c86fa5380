import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { definitionOf, type ReportDocument } from './report';

// pdfmake's drawing of a report (only in the report worker, reportWorker.ts: laying out a long
// document holds its thread for seconds). The fonts are embedded as subsets of the glyphs used, so a
// report of a few pages weighs tens of kilobytes.

const require = createRequire(import.meta.url);
// pdfmake is one configured instance (CommonJS `module.exports = new pdfmake()`): loaded through
// require, since its types describe named exports that an ES import of it would not have.
const pdfmake = require('pdfmake') as typeof import('pdfmake');

const FONT_DIR = join(dirname(require.resolve('pretendard/package.json')), 'dist/public/static/alternative');
const FONTS = {
  Pretendard: {
    normal: join(FONT_DIR, 'Pretendard-Regular.ttf'),
    bold: join(FONT_DIR, 'Pretendard-Bold.ttf'),
    italics: join(FONT_DIR, 'Pretendard-Regular.ttf'),
    bolditalics: join(FONT_DIR, 'Pretendard-Bold.ttf'),
  },
};
const fontFiles = new Set(Object.values(FONTS.Pretendard));
pdfmake.setFonts(FONTS);
// A report reads our two font files and nothing else: no file a text could name, no address on the net.
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
pdfmake.setUrlAccessPolicy(() => false);

/** Prints the report: the PDF's bytes and how many pages it has. */
export async function renderReport(
  report: ReportDocument,
  info: { title: string; author: string },
): Promise<{ pdf: Buffer; pages: number }> {
  let pages = 0;
  const definition = definitionOf(report, info, (count) => {
    pages = count;
  });
  const pdf = await pdfmake.createPdf(definition).getBuffer();
  return { pdf: Buffer.from(pdf), pages };
}
