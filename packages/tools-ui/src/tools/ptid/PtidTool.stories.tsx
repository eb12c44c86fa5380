import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wholeText } from '../../internal/wholeText';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import type { FakeServer } from '../framework/fixtures/fakeServer';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { createFakePtid, type FakePtidSetup, fixtureAnswers } from './fixtures/fakeServer';
import { fixtureActivities } from './fixtures/questions';
import { PtidTool } from './PtidTool';

const Harness = toolStory(PtidTool, createFakePtid);

/** The scoring, as the server does it (@career/tool-logic ptid, docs/decisions/016). */
const SCORING = `**채점 (ptid/1)** 활동 60개(유형마다 10개)에 1~5로 답합니다. 유형의 활동 점수 = 100 × Σ(답 − 1) ÷ (4 × 활동 수).
가장 해 보고 싶은 활동 세 개는 하나에 5점을 더합니다(100점까지). 유형 순서는 1위 100점부터 6위 0점까지입니다.
합친 점수 = 0.7 × 활동 점수 + 0.3 × 순서 점수. 가장 높은 세 유형이 코드이고, 같으면 직접 정한 순서가 앞선 유형이 먼저입니다.

- 추천 직업: 직업의 코드 글자마다 나의 점수를 3, 2, 1의 무게로 평균한 값이 높은 순서입니다. 직업마다 글자별 나의 순위와 점수를 보여 줍니다.
- 솔직한 결과: 3·4위가 3점 이내, 여섯 유형이 12점 이내, 모든 활동에 같은 답, 직접 1위로 놓은 유형이 코드에 없을 때 알립니다.`;

const meta = {
  title: 'Tools/PtidTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: SCORING } } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const completed: FakePtidSetup = { answers: fixtureAnswers, completed: true };
const rated = Object.fromEntries(Object.entries(fixtureAnswers).filter(([item]) => /^a\d+$/.test(item)));
const fiveRated = Object.fromEntries(Object.entries(rated).slice(0, 5));
const itemOf = (canvas: ReturnType<typeof within>, index: number) =>
  canvas.getByRole('radiogroup', { name: new RegExp(fixtureActivities[index]?.text ?? '') });

/** The front page for a user who holds the tool. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '나는 어떤 일에 흥미를 느낄까' })).toBeVisible();
    await expect(canvas.getByText('수업에서 제공한 이용권으로 합니다.')).toBeVisible();
    await expect(canvas.getByText('활동 12개 · 약 5분')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '시작하기' })).toBeEnabled();
  },
};

/** No grant: told why and what to do, with no way into a screen that would refuse them. */
export const NotGranted: Story = {
  args: {
    screen: 'checklist',
    setup: {
      access: {
        granted: false,
        source: null,
        message: '성격 유형 검사는 이용권이 있어야 할 수 있습니다. 담당 선생님께 문의해 주세요.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이용권이 있어야 할 수 있는 검사입니다')).toBeVisible();
    await expect(canvas.getByText(/담당 선생님께 문의해 주세요/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '시작하기' })).not.toBeInTheDocument();
  },
};

/** An instructor's participant without a grant, and the instructor holds a kit: starting takes one use of it, said before. */
export const InstructorKit: Story = {
  args: {
    audience: 'instructor',
    subjectName: '한지민',
    setup: {
      access: { granted: true, source: 'purchase', message: '시작하면 강사님의 키트에서 1명분을 씁니다 (남은 9명).' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('시작하면 강사님의 키트에서 1명분을 씁니다 (남은 9명).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '시작하기' })).toBeEnabled();
  },
};

/** No grant, but a coupon: the user enters its code right there (a wrong one is refused at the field), and the tool opens. */
export const RedeemsACoupon: Story = {
  args: {
    setup: {
      access: {
        granted: false,
        source: null,
        message: '성격 유형 검사는 이용권이 있어야 할 수 있습니다. 받은 쿠폰이나 AI 선물 코드로 이용해 주세요.',
      },
      coupon: 'ABCD-EFGH-JKMN-PQRS',
    },
  },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: '쿠폰 코드' });
    await userEvent.type(field, 'ABCD-0000');
    await userEvent.click(canvas.getByRole('button', { name: '쿠폰 등록' }));
    await expect(await canvas.findByText('등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'abcd efgh jkmn pqrs');
    await userEvent.click(canvas.getByRole('button', { name: '쿠폰 등록' }));
    await expect(await canvas.findByText('"취업캠프 쿠폰" 쿠폰으로 성격 유형을 받았습니다.')).toBeVisible();
    await expect(canvas.getByText('등록한 쿠폰으로 합니다.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '시작하기' })).toBeEnabled();
    // The pending '쿠폰 등록' button was announced, and is gone with the form: its announcement, already
    // read, would name nothing (axe: role-img-alt), as between stories (.storybook/preview.tsx).
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
};

/** A returning user is told where they were and what comes next. */
export const Resuming: Story = {
  args: { setup: { answers: fiveRated } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('활동 12개 가운데 5개에 답했습니다. 이어서 답해 주세요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이어서 하기' }));
    await expect(await canvas.findByText(/^1 \/ 2 쪽/)).toBeVisible();
  },
};

export const Introduce: Story = {
  args: { screen: 'introduce' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '여섯 가지 흥미 유형' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.getByText('활동 12개에 답합니다.')).toBeVisible();
  },
};

export const Checklist: Story = {
  args: { screen: 'checklist', setup: { answers: fiveRated } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: '답한 활동' })).toHaveAttribute('aria-valuenow', '5');
    await userEvent.click(within(itemOf(canvas, 5)).getByRole('radio', { name: /매우 좋다/ }));
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: '답한 활동' })).toHaveAttribute('aria-valuenow', '6'),
    );
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
  },
};

export const Root: Story = {
  args: { screen: 'root', setup: { answers: rated } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: fixtureActivities[3]?.text }));
    await expect(canvas.getByText('1 / 3개 골랐습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '유형 순서 정하기' })).toBeDisabled();
  },
};

/** The ranking from the keyboard alone: the order is saved as it moves. */
export const Ranking: Story = {
  args: { screen: 'ranking', setup: { answers: { ...rated, picks: [4, 10, 5] } } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('listbox', { name: '나와 닮은 순서' });
    list.focus();
    await userEvent.keyboard('{End}{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}');
    await expect(canvas.getByRole('option', { name: /^1위\s*탐구형/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('탐구형: 1위로 옮겼습니다.')).toBeInTheDocument();
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
  },
};

/** The result and the categories that fit it; the other categories by large, then small. */
export const SelectJobCategory: Story = {
  args: { screen: 'select/job-category', setup: completed },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '나의 흥미 코드: SEA (사회형 · 진취형 · 예술형)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: /여섯 유형 활동 점수 \(0~100점\)/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: /1\. S 사회형/ })).toBeVisible();
    const fits = within(await canvas.findByRole('list', { name: '잘 맞는 직업 분야' }));
    await userEvent.click(fits.getByRole('checkbox', { name: '교육직' }));
    await expect(canvas.getByRole('button', { name: '추천 직업 보기 (1/5)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    // Its report holds on paper, in both copies, and names the fields and occupations that fit the code
    // (on paper only: the screen offers them as choices).
    const report = await expectWholeReport(canvasElement);
    await expect(report.text).toContain('흥미 코드에 맞는 직업 분야');
    await expect(report.text).toMatch(/교육직 \(교육·법률·사회복지·경찰·소방직 및 군인\)적합도 \d+/);
    await expect(canvas.queryByRole('region', { name: '코드에 맞는 직업 분야' })).toBeNull();
  },
};

/** Occupations ranked by fit, each with why, and a dream job compared letter by letter. */
/** The type the student put first is not where the activities put it: said as information, never as a verdict. */
export const SelfViewApart: Story = {
  args: {
    screen: 'select/job-category',
    audience: 'consultant',
    subjectName: '윤하람',
    setup: { answers: { ...fixtureAnswers, ranking: ['R', 'S', 'E', 'A', 'I', 'C'] }, completed: true },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '윤하람님의 흥미 코드: SEA (사회형 · 진취형 · 예술형)' }),
    ).toBeVisible();
    await expect(canvas.getByText(/스스로 꼽은 1순위 R\(현실형\)은 활동 점수로는 4위입니다/)).toBeVisible();
    // The consultant is not the student (decision 042): the student's result is not "나의".
    await expect(canvasElement).not.toHaveTextContent('나의');
  },
};

/** Answered in a rush: the person reads a gentle note, the consultant at the screen the plain flag. */
export const RushedAnswers: Story = {
  args: {
    screen: 'select/job-category',
    audience: 'consultant',
    subjectName: '윤하람',
    setup: {
      answers: { ...fixtureAnswers, ...Object.fromEntries(fixtureActivities.map((a) => [`a${a.id}`, 3])) },
      completed: true,
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(/모든 문항에 같은 답을 골랐습니다/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: '상담자 확인 사항' })).toHaveTextContent(
      /모든 문항\(12개\)에 같은 응답/,
    );
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

export const RecommendJob: Story = {
  args: { screen: 'recommend/job', setup: { ...completed, chosen: { categories: ['21', '81'] } } },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '추천 직업 2개' }, { timeout: 3000 }),
    ).toBeVisible();
    // By congruence: the exact match first, saying why in the user's own letters; no R-only job.
    await expect(canvas.getByText('직업 코드 SEA가 내 코드와 세 글자 순서까지 같습니다.')).toBeVisible();
    // A band first; the score one click away.
    const exact = within(canvas.getByRole('region', { name: '추천 직업 2개' })).getAllByRole(
      'listitem',
    )[0] as HTMLElement;
    await expect(within(exact).getByText('아주 잘 맞음')).toBeVisible();
    await userEvent.click(within(exact).getByText('점수'));
    await expect(within(exact).getByText('적합도 100/100')).toBeVisible();
    // Filtered by the preparation the occupations need.
    await expect(canvas.getByRole('button', { name: /필요한 준비/ })).toBeVisible();
    await expect(canvas.queryByText('기계 정비원')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '꿈꾸는 직업 찾기' }), '정비');
    await userEvent.click(canvas.getByRole('button', { name: '찾기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '기계 정비원 고르기' }));
    await expect(
      await canvas.findByRole('heading', { level: 3, name: '꿈꾸는 직업: 기계 정비원 (적합도 0)' }),
    ).toBeVisible();
    await expect(canvas.getByText(/이 직업이 찾는 흥미는 지금 나의 코드 SEA와 겹치지 않습니다/)).toBeVisible();
    await expect(canvas.getByText(/흥미 코드는 적성이나 가능성을 판정하지 않습니다/)).toBeVisible();
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

export const ActionItemResult: Story = {
  args: { screen: 'action-item/result', setup: completed },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/나의 코드 SEA에 맞는 다음 걸음/)).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: /사람을 돕는 일을 하는 분 한 명에게 진로 인터뷰 요청하기 담기/ }),
    );
    // Kept as it is made, like every answer: no save button to forget.
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
  },
};

/** The whole tool, start to action items, as a user walks it. */
async function walk(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: '시작하기' }));
  await userEvent.click(await canvas.findByRole('button', { name: '활동 답하기 시작' }));
  for (const page of [0, 1]) {
    await expect(await canvas.findByText(new RegExp(`^${page + 1} / 2 쪽`))).toBeVisible();
    for (const activity of fixtureActivities.slice(page * 10, page * 10 + 10)) {
      const item = canvas.getByRole('radiogroup', { name: new RegExp(activity.text) });
      const label =
        activity.type === 'S' ? /매우 좋다/ : activity.type === 'E' ? /^4/ : activity.type === 'A' ? /보통/ : /전혀/;
      await userEvent.click(within(item).getByRole('radio', { name: label }));
    }
    await userEvent.click(canvas.getByRole('button', { name: page === 0 ? '다음 쪽' : '해 보고 싶은 활동 고르기' }));
  }
  for (const id of [4, 10, 5]) {
    await userEvent.click(await canvas.findByRole('checkbox', { name: fixtureActivities[id - 1]?.text }));
  }
  await userEvent.click(canvas.getByRole('button', { name: '유형 순서 정하기' }));
  const list = await canvas.findByRole('listbox', { name: '나와 닮은 순서' });
  list.focus();
  // Starting order A C E R S I: S to the top, then E to second.
  await userEvent.keyboard(
    '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}',
  );
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
  await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: /나의 흥미 코드: SEA/ })).toBeVisible();
  const fits = within(await canvas.findByRole('list', { name: '잘 맞는 직업 분야' }));
  await userEvent.click(fits.getByRole('checkbox', { name: '교육직' }));
  await userEvent.click(canvas.getByRole('button', { name: '추천 직업 보기 (1/5)' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: '추천 직업 2개' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '실천 계획 세우기' }));
  await userEvent.type(await canvas.findByRole('textbox', { name: '직접 적기' }), '교육 봉사 신청하기');
  await userEvent.click(canvas.getByRole('button', { name: '추가' }));
  await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
}

export const UserFlow: Story = {
  play: async ({ canvasElement }) => walk(canvasElement),
};

/**
 * A consultant and the student in one run: the screens name the student, and the student changes
 * an answer first on their own device, so the consultant's change of it is refused; the screen
 * loads the student's answer and says so, and the consultant's other answers are kept.
 */
export const ConsultantWithStudent: Story = {
  args: {
    screen: 'checklist',
    audience: 'consultant',
    subjectName: '최민준',
    server: createFakePtid({ answers: { a1: 3, a2: 3 } }),
  },
  play: async ({ args, canvas }) => {
    const server = args.server as FakeServer;
    await expect(await canvas.findByText(wholeText('성격 유형 · 최민준님'))).toBeVisible();
    server.changeElsewhere('a1', 2);
    await userEvent.click(within(itemOf(canvas, 0)).getByRole('radio', { name: /매우 좋다/ }));
    await userEvent.click(within(itemOf(canvas, 2)).getByRole('radio', { name: /^4/ }));
    await expect(await canvas.findByText('다른 곳에서 바뀐 답을 불러왔습니다', {}, { timeout: 3000 })).toBeVisible();
    await expect(within(itemOf(canvas, 0)).getByRole('radio', { name: '2점 싫다' })).toBeChecked();
    await expect(server.answer('a1')).toBe(2);
    await expect(server.answer('a3')).toBe(4);
  },
};

/** The instructor runs it for a participant: their past results, each with when and what it said. */
export const InstructorForParticipant: Story = {
  args: { screen: 'main', audience: 'instructor', subjectName: '윤하람', setup: { past: [fixtureAnswers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wholeText('성격 유형 · 윤하람님'))).toBeVisible();
    const past = canvas.getByText(/2026년 3월 10일 .*· SEA \(사회형·진취형·예술형\)/);
    await expect(past).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${past.textContent} 결과 보기` }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '윤하람님의 흥미 코드: SEA (사회형 · 진취형 · 예술형)' }),
    ).toBeVisible();
    await expect(canvas.getByText(wholeText('성격 유형 · 윤하람님'))).toBeVisible();
  },
};
