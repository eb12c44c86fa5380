import qrcode from 'qrcode-generator';

/** How much of the code may be damaged and still read: M (15 %) suits a link shown on a screen or paper. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** The modules of a QR code, row by row: true is a dark module. */
export type QrMatrix = boolean[][];

/**
 * The text's UTF-8 bytes as a string of one character per byte: the encoder's byte mode takes
 * characters as bytes, so this keeps Korean and other non-ASCII text readable by every scanner.
 */
function utf8Bytes(text: string): string {
  return String.fromCharCode(...new TextEncoder().encode(text));
}

/** Encodes `text` (usually a URL) in the smallest QR version that holds it. */
export function encodeQr(text: string, errorCorrection: QrErrorCorrection = 'M'): QrMatrix {
  const code = qrcode(0, errorCorrection);
  code.addData(utf8Bytes(text), 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

/**
 * An SVG path drawing every dark module as a unit square, one subpath per horizontal run, for a
 * viewBox of the matrix size plus `margin` on each side (the quiet zone scanners need).
 */
export function qrSvgPath(matrix: QrMatrix, margin = 4): string {
  const parts: string[] = [];
  for (const [row, cells] of matrix.entries()) {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (cells[col]) col += 1;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}
