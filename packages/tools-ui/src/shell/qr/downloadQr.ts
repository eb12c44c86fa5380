import type { QrMatrix } from './qrEncode';

export { saveBlob } from '../download';

const MODULE_PX = 10;
const QUIET_ZONE = 4;
const CAPTION_PX = 22;

/**
 * The QR code as a PNG with its text beneath, as printed on a handout: black modules on white with
 * the quiet zone scanners need, the URL wrapped to the code's width in the product's font.
 */
export async function renderQrPng(matrix: QrMatrix, text: string, fontFamily: string): Promise<Blob> {
  const side = (matrix.length + QUIET_ZONE * 2) * MODULE_PX;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('이 브라우저에서는 이미지를 만들 수 없습니다.');
  const font = `500 ${CAPTION_PX}px ${fontFamily}`;
  await document.fonts?.load(font, text);
  context.font = font;
  const lines = wrap(context, text, side - MODULE_PX * 4);
  canvas.width = side;
  canvas.height = side + lines.length * CAPTION_PX * 1.4 + MODULE_PX * 2;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  for (const [row, cells] of matrix.entries()) {
    for (const [col, dark] of cells.entries()) {
      if (dark) context.fillRect((col + QUIET_ZONE) * MODULE_PX, (row + QUIET_ZONE) * MODULE_PX, MODULE_PX, MODULE_PX);
    }
  }
  context.font = font;
  context.fillStyle = '#1f2328';
  context.textAlign = 'center';
  context.textBaseline = 'top';
  for (const [index, line] of lines.entries()) context.fillText(line, side / 2, side + index * CAPTION_PX * 1.4);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('이미지를 만들지 못했습니다.'))), 'image/png'),
  );
}

/** Breaks a URL into lines no wider than `width`, anywhere (a URL has no spaces to break at). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const character of text) {
    if (line && context.measureText(line + character).width > width) {
      lines.push(line);
      line = '';
    }
    line += character;
  }
  if (line) lines.push(line);
  return lines;
}
