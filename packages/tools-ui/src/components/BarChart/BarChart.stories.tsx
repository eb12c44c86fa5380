import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: '여덟 가지 커리어 앵커 점수',
    max: 10,
    format: (value: number) => value.toFixed(1),
    data: [
      { label: '안정', value: 8.4, highlight: true },
      { label: '라이프스타일 조화', value: 7.2, highlight: true },
      { label: '전문 역량', value: 5.6 },
      { label: '자율·독립', value: 4.8 },
      { label: '봉사·헌신', value: 4.2 },
      { label: '관리 역량', value: 3.6 },
      { label: '순수한 도전', value: 3 },
      { label: '창업·창의', value: 2.4 },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read as a table: each label is a row header with its value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '여덟 가지 커리어 앵커 점수' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    await expect(canvas.getByRole('row', { name: /안정 \(상위\) 8\.4/ })).toBeInTheDocument();
  },
};

/** The fill of an element as RGB, read from its computed colour ("rgb(36, 91, 112)"). */
function rgbOf(element: Element): number[] {
  return (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

/** Pixels of `canvas` within a few levels of `rgb` (JPEG and anti-aliasing blur edges only). */
function countPixels(canvas: HTMLCanvasElement, rgb: number[]): number {
  const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
  let count = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (rgb.every((level, channel) => Math.abs((data[index + channel] ?? 0) - level) <= 8)) count += 1;
  }
  return count;
}

/**
 * Highlighted bars print: html2canvas, which draws the PDF export's pages, paints their fill (it
 * leaves a gradient or pattern out, and such a bar came out empty). Told apart by a frame and the ★.
 */
export const Printed: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '여덟 가지 커리어 앵커 점수' });
    const bars = [...table.querySelectorAll('tbody td[aria-hidden] > div > div')];
    await expect(bars).toHaveLength(8);
    const [highlighted, , plain] = bars as [Element, Element, Element];
    await expect(getComputedStyle(highlighted).borderTopWidth).not.toBe('0px');
    await expect(getComputedStyle(plain).borderTopWidth).toBe('0px');

    const { default: html2pdf } = await import('html2pdf.js');
    const drawn: HTMLCanvasElement = await html2pdf()
      .set({ html2canvas: { scale: 1, logging: false, backgroundColor: '#ffffff' } })
      .from(table)
      .toCanvas()
      .get('canvas');
    // Two highlighted bars, each some 400 × 16 px at the capture's width: far more than a ★ or an edge.
    await expect(countPixels(drawn, rgbOf(highlighted))).toBeGreaterThan(2000);
    await expect(countPixels(drawn, rgbOf(plain))).toBeGreaterThan(2000);
  },
};
