import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, type QrMatrix, qrSvgPath } from './qrEncode';

/** Draws the matrix as RGBA pixels (4 px a module, 4-module quiet zone) and reads it back with a decoder. */
function decode(matrix: QrMatrix): string | undefined {
  const scale = 4;
  const size = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [row, cells] of matrix.entries()) {
    for (const [col, dark] of cells.entries()) {
      if (!dark) continue;
      for (let y = 0; y < scale; y += 1) {
        for (let x = 0; x < scale; x += 1) {
          const offset = (((row + 4) * scale + y) * size + (col + 4) * scale + x) * 4;
          pixels.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return jsQR(pixels, size, size)?.data;
}

describe('QR encoding', () => {
  it('encodes a URL that a scanner reads back exactly', () => {
    const url = 'https://career.example.kr/guest/self-introduce/qr/demo-guest-self';
    const matrix = encodeQr(url);
    expect(decode(matrix)).toBe(url);
  });

  it('keeps Korean text readable (UTF-8 bytes)', () => {
    const text = 'https://career.example.kr/안내?반=자기소개서';
    expect(decode(encodeQr(text))).toBe(text);
  });

  it('uses the smallest version that holds the text', () => {
    expect(encodeQr('https://a.kr')).toHaveLength(21);
    expect(encodeQr(`https://career.example.kr/${'x'.repeat(200)}`).length).toBeGreaterThan(21);
  });

  it('draws finder patterns in three corners', () => {
    const matrix = encodeQr('https://career.example.kr');
    const size = matrix.length;
    for (const [row, col] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      const ring = [0, 1, 2, 3, 4, 5, 6].every((i) => matrix[row]?.[col + i] && matrix[row + 6]?.[col + i]);
      expect(ring).toBe(true);
    }
  });

  it('draws each horizontal run of dark modules as one unit-high rectangle, inside the quiet zone', () => {
    const matrix: QrMatrix = [
      [true, true, false],
      [false, true, false],
      [true, false, true],
    ];
    expect(qrSvgPath(matrix, 4)).toBe('M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z');
  });
});
