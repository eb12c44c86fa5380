import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../../components/Badge';
import { BarChart } from '../../components/BarChart';
import { Stack } from '../../components/Stack';
import { A4_PAGE_HEIGHT_PX, PDF_MESSAGES, type PdfExportResult } from './exportPdf';
import { lineBoxes } from './fixtures/reportChecks';
import { SampleResult } from './fixtures/SampleResult';
import * as sampleStyles from './fixtures/SampleResult.css';
import { PdfExport, type PdfExportProps } from './PdfExport';
import { layOut, paginate, toSections } from './pages';
import { cloneForPdf } from './pdfDom';

/**
 * Saves a result as an A4 PDF (spec §9: scale 2, a4, portrait, 800 px wide, margin 0, JPEG 0.98; a 12 mm white band inside each sheet).
 * Progress: 25, pagination, 70, the pages as they are drawn, the download, 100. A page ends before
 * a block that would overflow it; html2pdf.js is fetched on the first export.
 */
const meta = {
  title: 'Shell/PdfExport',
  component: PdfExport,
  tags: ['autodocs'],
  args: {
    target: { current: null },
    filename: '커리어앵커_결과.pdf',
    pageHeight: A4_PAGE_HEIGHT_PX,
    download: false,
    onExported: fn(),
  },
} satisfies Meta<typeof PdfExport>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithSample({
  sections,
  flowing,
  markPages,
  ...props
}: PdfExportProps & { sections: number; flowing?: boolean; markPages?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  return (
    <Stack space="6">
      <PdfExport {...props} target={ref} />
      <SampleResult ref={ref} sections={sections} flowing={flowing} markPages={markPages} />
    </Stack>
  );
}

/** The pages of a PDF, read from its page objects. */
async function pdfPages(blob: Blob): Promise<number> {
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  await expect(text.startsWith('%PDF-')).toBe(true);
  return text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

const exported = async (onExported: unknown) => {
  await waitFor(() => expect(onExported).toHaveBeenCalledOnce(), { timeout: 20_000 });
  return (onExported as ReturnType<typeof fn>).mock.calls[0]?.[0] as PdfExportResult;
};

/** Two sections, two pages: the progress bar runs to 100 and the file is a two-page PDF. */
export const Default: Story = {
  render: (args) => <WithSample {...args} sections={2} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'PDF로 저장' }));
    const result = await exported(args.onExported);
    await expect(result.pageCount).toBe(2);
    await expect(await pdfPages(result.blob)).toBe(2);
    const bar = canvas.getByRole('progressbar', { name: 'PDF 저장 완료' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Without a page height and without manual pagination, a clear Korean error, and nothing is loaded. */
export const MissingPageHeight: Story = {
  args: { pageHeight: undefined },
  render: (args) => <WithSample {...args} sections={1} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'PDF로 저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PDF_MESSAGES.noPageHeight);
    await expect(args.onExported).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Manual pagination: each marked section is a page, no page height needed. */
export const ManualPagination: Story = {
  args: { pageHeight: undefined, manualPagination: true },
  render: (args) => <WithSample {...args} sections={3} markPages />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PDF로 저장' }));
    const result = await exported(args.onExported);
    await expect(result.pageCount).toBe(3);
    await expect(await pdfPages(result.blob)).toBe(3);
  },
};

/** A long record that flows over several pages is divided between its paragraphs, never through one. */
export const LongResult: Story = {
  render: (args) => <WithSample {...args} sections={2} flowing />,
  play: async ({ canvasElement, args }) => {
    const progress: number[] = [];
    const bar = () => within(canvasElement).queryByRole('progressbar');
    const observer = new MutationObserver(() => {
      const value = Number(bar()?.getAttribute('aria-valuenow') ?? Number.NaN);
      if (!Number.isNaN(value) && progress.at(-1) !== value) progress.push(value);
    });
    observer.observe(canvasElement, { subtree: true, attributes: true, childList: true });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PDF로 저장' }));
    const result = await exported(args.onExported);
    observer.disconnect();
    await expect(result.pageCount).toBeGreaterThanOrEqual(4);
    await expect(await pdfPages(result.blob)).toBe(result.pageCount);
    // Each section is whole on its own page; the long record is divided, and says so.
    await expect(result.blocks.slice(0, 2)).toEqual([
      { name: '1. 전문성을 쌓는 일', sheets: [1] },
      { name: '2. 스스로 정하는 일', sheets: [2] },
    ]);
    const record = result.blocks.find((block) => block.name === '상담 기록 전문');
    await expect(record?.sheets.length).toBeGreaterThan(1);
    await userEvent.click(within(canvasElement).getByText(`저장한 PDF: ${result.pageCount}쪽`));
    await expect(within(canvasElement).getByRole('list', { name: 'PDF 쪽별 내용' })).toHaveTextContent(
      `상담 기록 전문 · ${record?.sheets[0]}–${result.pageCount}쪽`,
    );
    // The spec's stages in order: 25, 70 after pagination, then up to 100.
    await expect(progress.slice(0, 2)).toEqual([25, 70]);
    await expect(progress.at(-1)).toBe(100);
    await expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  },
};

/** The pictures of a PDF's pages, decoded: jsPDF keeps each page as one JPEG (`/DCTDecode`). */
async function pagePictures(blob: Blob): Promise<ImageData[]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const text = new TextDecoder('latin1').decode(bytes);
  const pictures: ImageData[] = [];
  for (const match of text.matchAll(/<<([^>]*\/DCTDecode[^>]*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    const bitmap = await createImageBitmap(new Blob([bytes.slice(start, start + length)], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context?.drawImage(bitmap, 0, 0);
    if (context) pictures.push(context.getImageData(0, 0, bitmap.width, bitmap.height));
  }
  return pictures;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The box around the pixels within `tolerance` levels of `rgb` (in `inside`), and how many; null if none. */
function boxOf(picture: ImageData, rgb: readonly number[], tolerance: number, inside?: Box) {
  const area = inside ?? { top: 0, bottom: picture.height - 1, left: 0, right: picture.width - 1 };
  let box: Box | null = null;
  let count = 0;
  for (let y = area.top; y <= area.bottom; y++) {
    for (let x = area.left; x <= area.right; x++) {
      const at = (y * picture.width + x) * 4;
      if (!rgb.every((level, channel) => Math.abs((picture.data[at + channel] ?? 0) - level) <= tolerance)) continue;
      count += 1;
      box = box
        ? {
            top: Math.min(box.top, y),
            bottom: Math.max(box.bottom, y),
            left: Math.min(box.left, x),
            right: Math.max(box.right, x),
          }
        : { top: y, bottom: y, left: x, right: x };
    }
  }
  return box ? { ...box, count } : null;
}

const DANGER_SOFT = [0xff, 0xe5, 0xe4];
const DANGER_TEXT = [0x9b, 0x21, 0x1a];
const BRAND = [0x24, 0x5b, 0x70];

/**
 * The PDF shows what the screen shows: a badge's words in the middle of its frame (html2canvas put
 * every text half a line too low before), and a highlighted bar filled (a pattern came out empty).
 */
export const DrawsWhatIsShown: Story = {
  render: (args) => <WithBadgeAndChart {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PDF로 저장' }));
    const result = await exported(args.onExported);
    const [page] = await pagePictures(result.blob);
    if (!page) throw new Error('The PDF has no page picture');

    const badge = boxOf(page, DANGER_SOFT, 6);
    if (!badge) throw new Error('The badge is not drawn');
    const ink = boxOf(page, DANGER_TEXT, 70, badge);
    if (!ink) throw new Error("The badge's words are not inside its frame");
    // At scale 2: the space above the words and below them differ by no more than a pixel or two.
    await expect(Math.abs(ink.top - badge.top - (badge.bottom - ink.bottom))).toBeLessThanOrEqual(4);

    // The highlighted bar, some 500 × 16 px at scale 2; a ★ or an edge would be a few dozen.
    await expect(boxOf(page, BRAND, 10)?.count ?? 0).toBeGreaterThan(2000);
  },
};

function WithBadgeAndChart(props: PdfExportProps) {
  const ref = useRef<HTMLElement>(null);
  return (
    <Stack space="6">
      <PdfExport {...props} target={ref} />
      <section ref={ref} aria-label="PDF로 저장할 결과">
        <Stack space="6">
          <p>
            <Badge tone="danger">2라운드에서 고름</Badge>
          </p>
          <BarChart
            title="두 앵커 점수"
            max={10}
            data={[
              { label: '안정', value: 8, highlight: true },
              { label: '자율·독립', value: 4 },
            ]}
          />
        </Stack>
      </section>
    </Stack>
  );
}

const LETTERHEAD = {
  title: '커리어 앵커 결과 보고서',
  person: '윤하람님',
  date: '검사일 2026년 11월 24일',
  by: '담당 상담사 김지현',
};

/**
 * A report's letterhead: every sheet says the report's title, the person, the date and the
 * counsellor in its top band and "n / N" in its bottom band (a page two sheets tall counts twice).
 */
export const Letterhead: Story = {
  args: { letterhead: LETTERHEAD },
  render: (args) => <WithSample {...args} sections={2} />,
  play: async ({ canvasElement, args }) => {
    const page = (text: string) => {
      const content = document.createElement('div');
      content.textContent = text;
      return content;
    };
    const sections = toSections(
      [
        { content: page('첫 쪽'), sheets: 1 },
        { content: page('둘째 쪽'), sheets: 2 },
      ],
      {},
      7,
      LETTERHEAD,
    );
    const sheets = sections.flatMap((section) => [...section.element.children]);
    await expect(sheets).toHaveLength(3);
    for (const [index, sheet] of sheets.entries()) {
      const header = sheet.querySelector('[data-pdf-letterhead="header"]');
      const footer = sheet.querySelector('[data-pdf-letterhead="footer"]');
      await expect(header?.textContent).toBe(
        '커리어 앵커 결과 보고서윤하람님 · 검사일 2026년 11월 24일 · 담당 상담사 김지현',
      );
      await expect(footer?.lastElementChild?.textContent).toBe(`${index + 1} / 3`);
    }
    // Without a letterhead the bands stay white.
    const plain = toSections([{ content: page('쪽'), sheets: 1 }], {}, 7);
    await expect(plain[0]?.element.querySelector('[data-pdf-letterhead]')).toBeNull();

    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF로 저장' }));
    const result = await exported(args.onExported);
    await expect(await pdfPages(result.blob)).toBe(result.pageCount);
  },
};

/** A 자기소개서 answer as typed: paragraphs with line breaks, some 2,600 characters, three times over. */
const ESSAY = Array.from(
  { length: 3 },
  (_, index) =>
    `${index + 1}번 문항 답변입니다.\n${'저는 대학 시절 학생회에서 예산을 맡아 행사 비용을 정리하고, 부족한 부분을 다른 학생들과 함께 채워 나갔습니다. '.repeat(14)}\n\n${'이 경험으로 숫자 뒤에 있는 사람의 사정을 먼저 묻는 습관이 생겼습니다. '.repeat(16)}`,
).join('\n\n');

function TallText(props: PdfExportProps) {
  const ref = useRef<HTMLElement>(null);
  return (
    <Stack space="6">
      <PdfExport {...props} target={ref} />
      <article ref={ref} aria-label="자기소개서" className={sampleStyles.report}>
        <h2 className={sampleStyles.heading}>자기소개서</h2>
        <p className={sampleStyles.essay} data-pdf-block="답변">
          {ESSAY}
          <bdi>김하늘</bdi> 드림
        </p>
        <ul className={sampleStyles.cardGrid} aria-label="추천 직업">
          {Array.from({ length: 40 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of cards.
            <li key={index} className={sampleStyles.card}>
              {index + 1}위 회계사무원 · 적합도 {100 - index}/100
            </li>
          ))}
        </ul>
      </article>
    </Stack>
  );
}

/**
 * A block of text taller than a page (a long answer) goes on between its lines, and a grid of cards
 * between its rows: no line and no card is cut by a page edge, nothing is lost, and the last page
 * is not empty.
 */
export const TextTallerThanAPage: Story = {
  render: (args) => <TallText {...args} />,
  play: async ({ canvasElement, args }) => {
    const source = canvasElement.querySelector('article');
    if (!source) throw new Error('No report');
    const content = cloneForPdf(source);
    const takeAway = layOut(content, {});
    const pages = paginate(content, A4_PAGE_HEIGHT_PX);
    takeAway();
    await expect(pages.length).toBeGreaterThanOrEqual(4);
    const text: string[] = [];
    for (const page of pages) {
      await expect(page.sheets).toBe(1);
      const remove = layOut(page.content, {});
      const lines = lineBoxes(page.content);
      await expect(lines.length).toBeGreaterThan(0);
      await expect(Math.max(...lines.map((line) => line.bottom))).toBeLessThanOrEqual(A4_PAGE_HEIGHT_PX + 0.5);
      const origin = page.content.getBoundingClientRect().top;
      for (const card of page.content.querySelectorAll('li')) {
        await expect(card.getBoundingClientRect().bottom - origin).toBeLessThanOrEqual(A4_PAGE_HEIGHT_PX + 0.5);
      }
      text.push(page.content.querySelector('p')?.textContent ?? '');
      remove();
    }
    await expect(text.join('')).toBe(source.querySelector('p')?.textContent);
    await expect(pages.flatMap((page) => [...page.content.querySelectorAll('li')])).toHaveLength(40);

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PDF로 저장' }));
    const result = await exported(args.onExported);
    await expect(result.pageCount).toBe(pages.length);
    await expect(result.blocks.find((block) => block.name === '답변')?.sheets.length).toBeGreaterThan(1);
  },
};
