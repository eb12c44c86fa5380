import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectWholeReport } from '../tools/framework/fixtures/expectReport';
import { CareerPortfolio } from './CareerPortfolio';
import { emptyPortfolio, fullPortfolio } from './fixtures';

const meta = {
  title: 'Portfolio/CareerPortfolio',
  component: CareerPortfolio,
  tags: ['autodocs'],
  args: { portfolio: fullPortfolio, reader: 'user' },
} satisfies Meta<typeof CareerPortfolio>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST_PAGE = ['도구가 함께 말하는 것', '함께 이야기해 볼 것', '상담 메모'];

/** The student's own: the through-line, the disagreement, the timeline (one held), what is left and the shared note. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const through = canvas.getByRole('region', { name: '도구가 함께 말하는 것' });
    await expect(within(through).getByText('흥미 코드 (성격 유형)')).toBeVisible();
    await expect(within(through).getByText(/^SAE · /)).toBeVisible();
    await expect(within(through).getByText(/^사회복지사 \(직업 카드, 커리어 모델\)$/)).toBeVisible();
    await expect(
      canvas.getByText(/성격 유형은 1순위가 S\(사회형\), 직업 카드는 1순위가 I\(탐구형\)입니다/),
    ).toBeVisible();
    const timeline = canvas.getByRole('region', { name: '결과 타임라인' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(timeline).getByText('상담 후 공개')).toBeVisible();
    await expect(within(timeline).getByText(/탐구형과 사회형이 가깝게 나왔어요/)).toBeVisible();
    // The counsellor's flags are not the student's to read.
    await expect(within(timeline).queryByText(/상담자 확인 사항/)).toBeNull();
    await expect(canvas.getByText('기한 지남')).toBeVisible();
    await expect(canvas.getByRole('article', { name: '2026-11-02 상담' })).toHaveTextContent('합의한 것');
    // One copy only for the student: no choice of copies.
    await expect(canvas.queryByRole('radiogroup', { name: '보고서 사본' })).toBeNull();
    await expectWholeReport(canvasElement, { firstPage: FIRST_PAGE });
  },
};

/** Their consultant's: the same page with the flags, and the choice of the student's copy or their own. */
export const Consultant: Story = {
  args: { reader: 'consultant', counsellor: '박상담' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/상담자 확인 사항: 1·2순위 글자 차이 작음/)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '보고서 사본' })).toBeVisible();
    const student = await expectWholeReport(canvasElement, { firstPage: FIRST_PAGE });
    await expect(student.text).toContain('사회복지사');
  },
};

/** Nothing finished yet: it says so, and where the results will come from. */
export const Empty: Story = {
  args: { portfolio: emptyPortfolio },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('아직 볼 수 있는 결과가 없습니다. 도구를 마치면 결과가 여기에 모입니다.'),
    ).toBeVisible();
    await expect(canvas.getByText('아직 마친 도구가 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '함께 이야기해 볼 것' })).toBeNull();
  },
};

/** One result: the page says it is too early to speak of a through-line. */
export const OneResult: Story = {
  args: {
    portfolio: {
      ...emptyPortfolio,
      entries: fullPortfolio.entries.slice(0, 1),
      interest: fullPortfolio.interest.slice(0, 1),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/결과가 1개뿐이라 흐름을 말하기엔 이릅니다/)).toBeVisible();
  },
};
