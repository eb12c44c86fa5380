// The cross-cutting pieces every screen and tool uses (spec §2, §3, §4, §9). Each widget's rules
// live in a framework-free module beside it; heavy parts (the dialog UI, html2pdf.js, the QR
// encoder) are fetched when first used.

export { useDrawnPageAlive } from '../internal/useDrawnSubmit';
export * from './dialog';
export { saveBlob } from './download';
export * from './loading';
export * from './pdf';
export * from './qr';
export * from './screenTitle';
export * from './textarea';
export * from './timer';
export * from './windows';
