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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '여덟 가지 커리어 앵커 점수' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    await expect(canvas.getByRole('row', { name: /안정 \(상위\) 8\.4/ })).toBeInTheDocument();
  },
};
