import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  // Korean reads best when words are not split mid-word.
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
  // Pretendard's contextual alternates draw an "x" between digits as "×" (C550e0x1 read as
  // C550e0×1): codes, links and ids must show what is typed, and Korean text loses nothing.
  fontFeatureSettings: "'calt' 0",
});

globalStyle('body', { margin: 0, minHeight: '100vh' });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('a', { color: vars.color.brandText });

globalStyle('::selection', { background: vars.color.brandSoft });

// Printing a result from the browser (Ctrl+P) gives the report with real, selectable text (issue
// 23): white paper, no app chrome or controls, blocks kept whole, paper-only parts shown, and the
// report's first page ending where its PDF's does.
globalStyle('html, body', {
  // Bars and badges are drawn with backgrounds, which browsers leave out of print unless told.
  '@media': { print: { background: '#ffffff', WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' } },
});
globalStyle('header:has(nav), [role="banner"], nav, button, [role="progressbar"], [data-pdf-omit]', {
  '@media': { print: { display: 'none !important' } },
});
globalStyle('[data-pdf-block]', { '@media': { print: { breakInside: 'avoid' } } });
globalStyle('[data-pdf-break-after]', { '@media': { print: { breakAfter: 'page' } } });
