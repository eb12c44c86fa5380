import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

// Reports the server prints itself (decision 034): a document of facts, tables and entries, drawn by
// pdfmake (draw.ts, in a worker thread: decision 035) in Pretendard like the screens, with a
// letterhead and "n / N" on every page.

export interface ReportTable {
  widths: ('*' | 'auto' | number)[];
  header: string[];
  rows: string[][];
}

export interface ReportEntry {
  heading: string;
  subheading?: string;
  text?: string;
  detail?: string;
}

export interface ReportSection {
  heading: string;
  /** Said when the section has no rows or entries. */
  empty: string;
  note?: string | undefined;
  table?: ReportTable;
  entries?: ReportEntry[];
}

export interface ReportDocument {
  title: string;
  subtitle: string;
  /** At the top of every page, after the title. */
  letterhead: string;
  facts: [label: string, value: string][];
  sections: ReportSection[];
  footnote: string;
}

/**
 * Text broken between words and never inside one, as the screens do (`word-break: keep-all`): by
 * Unicode's rules a line may break between any two Hangul syllables ("않습니|다").
 */
export function keepAll(text: string): { text: string; noWrap?: boolean }[] {
  return text.split(/(\n)/).flatMap((part) =>
    part === '\n'
      ? [{ text: '\n' }]
      : part
          .split(/(?<= )/)
          .filter(Boolean)
          .map((word) => ({ text: word, noWrap: true })),
  );
}

const INK = '#1f2328';
const MUTED = '#57606a';
const RULE = '#d0d7de';
const HEAD_FILL = '#f1ede6';

function tableOf(table: ReportTable): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: table.widths,
      body: [
        table.header.map((cell) => ({ text: cell, bold: true, fillColor: HEAD_FILL })),
        ...table.rows.map((row) => row.map((cell) => ({ text: keepAll(cell) }))),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

/**
 * Each entry flows on across pages as long as it is (an entry kept whole could not be taller than a
 * page: pdfmake drops what does not fit); its heading never ends a page alone (`pageBreakBefore`).
 */
function entriesOf(entries: ReportEntry[]): Content[] {
  return entries.map((entry) => ({
    margin: [0, 0, 0, 10],
    stack: [
      {
        headlineLevel: 1,
        text: [
          { text: entry.heading, bold: true },
          ...(entry.subheading ? [{ text: `  ${entry.subheading}`, bold: true }] : []),
        ],
      },
      ...(entry.text ? [{ text: keepAll(entry.text), margin: [0, 2, 0, 0] as [number, number, number, number] }] : []),
      ...(entry.detail
        ? [
            {
              text: keepAll(entry.detail),
              color: MUTED,
              fontSize: 9,
              margin: [0, 2, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
  }));
}

function sectionOf(section: ReportSection): Content[] {
  const rows = section.table?.rows.length ?? section.entries?.length ?? 0;
  return [
    { text: section.heading, style: 'heading', headlineLevel: 1 },
    ...(section.note
      ? [{ text: keepAll(section.note), color: MUTED, margin: [0, 0, 0, 6] as [number, number, number, number] }]
      : []),
    ...(rows === 0
      ? [{ text: keepAll(section.empty), color: MUTED }]
      : section.table
        ? [tableOf(section.table)]
        : entriesOf(section.entries ?? [])),
  ];
}

/** The document as pdfmake draws it; `onPageCount` hears the number of pages as the footers are drawn. */
export function definitionOf(
  report: ReportDocument,
  info: { title: string; author: string },
  onPageCount: (pages: number) => void = () => {},
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [48, 64, 48, 56],
    info: { title: info.title, author: info.author, creator: '진로 코칭 플랫폼' },
    defaultStyle: { font: 'Pretendard', fontSize: 10, lineHeight: 1.35, color: INK },
    styles: {
      title: { fontSize: 20, bold: true },
      subtitle: { fontSize: 13, margin: [0, 4, 0, 14] },
      heading: { fontSize: 13, bold: true, margin: [0, 18, 0, 8] },
    },
    header: () => ({
      margin: [48, 26, 48, 0],
      fontSize: 8,
      color: MUTED,
      columns: [
        { text: report.title, bold: true, width: 'auto' },
        { text: report.letterhead, alignment: 'right' },
      ],
    }),
    // A heading is never the last thing on a page: it moves to the next page with what it heads.
    pageBreakBefore: (node, queries) => node.headlineLevel === 1 && queries.getFollowingNodesOnPage().length === 0,
    footer: (page: number, pages: number) => {
      onPageCount(pages);
      return { text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, color: MUTED, margin: [0, 22, 0, 0] };
    },
    content: [
      { text: report.title, style: 'title' },
      { text: report.subtitle, style: 'subtitle' },
      {
        table: {
          widths: [56, '*'],
          body: report.facts.map(([label, value]) => [{ text: label, color: MUTED }, { text: keepAll(value) }]),
        },
        layout: 'noBorders',
      },
      ...report.sections.flatMap(sectionOf),
      { text: keepAll(report.footnote), color: MUTED, fontSize: 9, margin: [0, 24, 0, 0] },
    ],
  };
}

// ── How long a report will be, before it is drawn ──
// A4 at 10 pt with the margins above: about 50 lines of 54 Hangul syllables. The estimate errs long,
// so a report refused by the page cap is never one that would have fitted.

const LINE_CHARS = 54;
const PAGE_LINES = 50;

/** Lines a text takes in a column `chars` wide: its own lines, each wrapped. */
function linesOf(text: string, chars: number): number {
  return text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / chars)), 0);
}

/** About how many pages the report will have (at least as many as it will have, almost always). */
export function estimatePages(report: ReportDocument): number {
  let lines = 6 + report.facts.reduce((sum, [, value]) => sum + linesOf(value, LINE_CHARS - 8) + 0.3, 0);
  for (const section of report.sections) {
    lines += 3 + (section.note ? linesOf(section.note, LINE_CHARS) : 0);
    if (section.table) {
      const chars = Math.max(8, Math.floor(LINE_CHARS / section.table.widths.length));
      for (const row of [section.table.header, ...section.table.rows]) {
        lines += Math.max(...row.map((cell) => linesOf(cell, chars))) + 0.7;
      }
    }
    for (const entry of section.entries ?? []) {
      lines +=
        1.8 + (entry.text ? linesOf(entry.text, LINE_CHARS) : 0) + (entry.detail ? linesOf(entry.detail, 60) : 0);
    }
  }
  lines += 2 + linesOf(report.footnote, 60);
  return Math.ceil(lines / PAGE_LINES);
}
