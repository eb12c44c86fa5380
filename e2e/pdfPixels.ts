import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures';

/**
 * What a PDF really draws, page by page, rendered by poppler's pdftoppm (Debian: poppler-utils, as
 * for `pnpm bench:pdf`): the page count and block placements say nothing about a bar left empty or
 * text set at the paper's edge.
 */

/** One page as pixels: RGB, a byte a channel, `dpi` pixels to the inch. */
export interface PagePixels {
  width: number;
  height: number;
  dpi: number;
  rgb: Buffer;
}

/** Renders every page of the PDF at `path`. */
export function rasterise(path: string, dpi = 60): PagePixels[] {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-pixels-'));
  try {
    try {
      execFileSync('pdftoppm', ['-r', String(dpi), path, join(folder, 'page')]);
    } catch (cause) {
      throw new Error('pdftoppm is needed to check what a PDF draws: apt-get install -y poppler-utils', { cause });
    }
    // page-1.ppm … or page-01.ppm from ten pages on: in page order either way.
    const pageNumber = (name: string) => Number(/-(\d+)\.ppm$/.exec(name)?.[1]);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.ppm'))
      .sort((a, b) => pageNumber(a) - pageNumber(b))
      .map((name) => {
        // Binary PPM: "P6\n<width> <height>\n255\n", then three bytes a pixel.
        const data = readFileSync(join(folder, name));
        const [, width, height] = data.subarray(0, 40).toString('latin1').split(/\s+/).map(Number);
        return {
          width: width ?? 0,
          height: height ?? 0,
          dpi,
          rgb: data.subarray(data.length - (width ?? 0) * (height ?? 0) * 3),
        };
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const near = (page: PagePixels, at: number, rgb: readonly number[], tolerance: number) =>
  rgb.every((level, channel) => Math.abs((page.rgb[at + channel] ?? 0) - level) <= tolerance);

/** Pixels that are not (almost) white in a band `mm` wide along each edge of the page. */
export function inkAtEdges(page: PagePixels, mm: number): number {
  const band = Math.floor((mm / 25.4) * page.dpi);
  let ink = 0;
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const inBand = y < band || y >= page.height - band || x < band || x >= page.width - band;
      if (inBand && !near(page, (y * page.width + x) * 3, [255, 255, 255], 8)) ink += 1;
    }
  }
  return ink;
}

/** Rows holding a run of at least `length` px of one colour: a bar, never a letter or a ★. */
export function barRows(page: PagePixels, rgb: readonly number[], length: number, tolerance = 14): number {
  let rows = 0;
  for (let y = 0; y < page.height; y++) {
    let run = 0;
    let longest = 0;
    for (let x = 0; x < page.width; x++) {
      run = near(page, (y * page.width + x) * 3, rgb, tolerance) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest >= length) rows += 1;
  }
  return rows;
}

/** The brand colour of highlighted bars (tokens.ts `brand`). */
export const BRAND = [0x24, 0x5b, 0x70] as const;

/** Every page keeps a white margin: the PDF's is 12 mm; 10 mm are checked, clear of the picture's edge. */
export function expectWhiteMargins(pages: readonly PagePixels[]): void {
  expect(pages.length).toBeGreaterThan(0);
  for (const [index, page] of pages.entries()) {
    expect(inkAtEdges(page, 10), `page ${index + 1}: nothing within 10 mm of the paper's edge`).toBe(0);
  }
}

/** At least `count` pages show a filled highlighted bar (~16 px tall, hundreds wide: at 60 dpi, rows of 60 px and more). */
export function expectHighlightedBars(pages: readonly PagePixels[], count: number): void {
  const filled = pages.filter((page) => barRows(page, BRAND, 60) >= 4);
  expect(filled.length, 'pages with a filled highlighted bar').toBeGreaterThanOrEqual(count);
}

/**
 * The RGB bytes of the rows `fromMm` to `toMm` down the page (negative: up from the bottom edge),
 * across the share `columns` of its width.
 */
function region(page: PagePixels, fromMm: number, toMm: number, columns: readonly [number, number] = [0, 1]): Buffer {
  const row = (mm: number) => {
    const y = Math.floor((Math.abs(mm) / 25.4) * page.dpi);
    return mm < 0 ? page.height - y : y;
  };
  const [top, bottom] = [row(fromMm), row(toMm)].sort((a, b) => a - b) as [number, number];
  const [left, right] = columns.map((share) => Math.floor(share * page.width)) as [number, number];
  const rows: Buffer[] = [];
  for (let y = top; y < bottom; y++)
    rows.push(page.rgb.subarray((y * page.width + left) * 3, (y * page.width + right) * 3));
  return Buffer.concat(rows);
}

/** Pixels of a region that are not (almost) white. */
function ink(rgb: Buffer): number {
  let count = 0;
  for (let at = 0; at < rgb.length; at += 3)
    if ([0, 1, 2].some((channel) => (rgb[at + channel] ?? 0) < 247)) count += 1;
  return count;
}

/** Bytes of two regions more than 48 levels apart: JPEG blurs each page a little differently. */
function apart(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let index = 0; index < a.length; index++) if (Math.abs((a[index] ?? 0) - (b[index] ?? 0)) > 48) count += 1;
  return count;
}

/**
 * Every page carries the report's letterhead (issue 23): a header 12–20 mm from the top (the same
 * on every page: title, person, date, counsellor) and a footer 12–20 mm from the bottom whose page
 * number ("n / N", at its right end) differs from page to page.
 */
export function expectLetterhead(pages: readonly PagePixels[]): void {
  expect(pages.length).toBeGreaterThan(0);
  const header = (page: PagePixels) => region(page, 12, 20);
  const pageNumber = (page: PagePixels) => region(page, -20, -12, [0.85, 1]);
  for (const [index, page] of pages.entries()) {
    expect(ink(header(page)), `page ${index + 1}: a header`).toBeGreaterThan(50);
    expect(ink(region(page, -20, -12)), `page ${index + 1}: a footer`).toBeGreaterThan(50);
    expect(ink(pageNumber(page)), `page ${index + 1}: a page number at the footer's end`).toBeGreaterThan(5);
  }
  const [first, second] = pages;
  if (first && second) {
    expect(apart(header(first), header(second)), 'the same header on pages 1 and 2').toBeLessThan(
      header(first).length / 100,
    );
    expect(apart(pageNumber(first), pageNumber(second)), 'page numbers differ').toBeGreaterThan(5);
  }
}
