import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultTakeaway } from './ResultTakeaway';

/**
 * A result's first words, in every tool (issue 23): the result in a sentence, what it means, how
 * sure it is when there is something to say (one line, neutral), and up to three next steps.
 */
const meta = {
  title: 'Tools/ResultTakeaway',
  component: ResultTakeaway,
  tags: ['autodocs'],
  args: {
    result: '커리어 앵커는 ‘전문 역량’입니다',
    meaning:
      '자신이 잘하는 분야에서 전문성을 깊게 쌓아 가는 것을 가장 중요하게 여기는 성향입니다. 두 번째로 높은 앵커는 ‘자율·독립’입니다.',
    notes: [],
    steps: [
      { content: '관심 분야 전문가 두 명에게 인터뷰 요청하기', due_in_days: 14 },
      { content: '지금 하는 일에서 더 깊이 배우고 싶은 기술 세 가지 적기', due_in_days: 7 },
      { content: '전문 자격 과정 하나 찾아보기', due_in_days: 30 },
      { content: '넷째 걸음은 보이지 않습니다', due_in_days: 30 },
    ],
  },
} satisfies Meta<typeof ResultTakeaway>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clear result: the sentence, the meaning and three steps (a fourth is left for the plan). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '나의 커리어 앵커는 ‘전문 역량’입니다' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('· 2주 안에')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: '확실성' })).not.toBeInTheDocument();
  },
};

/** A result with notes: the most telling one is said in the card, plainly (no alarm). */
export const WithConfidenceNote: Story = {
  args: {
    result: '커리어 앵커는 ‘봉사·헌신’입니다',
    meaning: '다른 사람과 사회에 도움이 되는 일에서 보람을 찾는 성향입니다.',
    notes: [
      {
        kind: 'too_fast',
        to_user: '문항에 답한 속도가 매우 빨랐습니다.',
        to_counsellor: '응답 속도 주의',
      },
      {
        kind: 'tie_order',
        to_user: '두 번째 앵커는 정해지지 않았습니다 — 여섯 앵커가 2.0점으로 같습니다.',
        to_counsellor: '동점',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '확실성' })).toBeVisible();
    // A doubt about the answers comes before one about the scores: it is the line shown.
    await expect(canvas.getByText('문항에 답한 속도가 매우 빨랐습니다.')).toBeVisible();
    await expect(
      canvas.queryByText('두 번째 앵커는 정해지지 않았습니다 — 여섯 앵커가 2.0점으로 같습니다.'),
    ).not.toBeInTheDocument();
  },
};

/** Nothing to suggest yet: no empty list. */
export const WithoutSteps: Story = {
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('이렇게 해 보세요')).not.toBeInTheDocument();
  },
};
