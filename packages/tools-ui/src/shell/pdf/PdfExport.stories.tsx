import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../components/Stack';
import { A4_PAGE_HEIGHT_PX, PDF_MESSAGES, type PdfExportResult } from './exportPdf';
import { SampleResult } from './fixtures/SampleResult';
import { PdfExport, type PdfExportProps } from './PdfExport';

/**
 * Saves a result as an A4 PDF (spec §9: scale 2, a4, portrait, 800 px wide, margin 0, JPEG 0.98).
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
