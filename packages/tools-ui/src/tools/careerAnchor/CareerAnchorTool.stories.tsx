import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { wholeText } from '../../internal/wholeText';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import type { FakeServer } from '../framework/fixtures/fakeServer';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { CareerAnchorTool } from './CareerAnchorTool';
import { createFakeCareerAnchor, fixtureAnswers } from './fixtures/fakeServer';
import { fixtureQuestions } from './fixtures/questions';

const Harness = toolStory(CareerAnchorTool, createFakeCareerAnchor);

/** The scoring, as the server does it (@career/tool-logic careerAnchor, docs/decisions/013 and 017). */
const SCORING = `**채점 (career-anchor/1)** 40개 문장(앵커마다 5개)에 1~6점으로 답하고, 나를 가장 잘 나타내는 문장 세 개를
고르면 한 문장에 4점을 더합니다. 앵커 점수 = 그 앵커 문장 점수의 합 ÷ 문장 수. 같으면 스펙의 앵커 순서로 순위를 정합니다.

- 결과는 가장 높은 두 앵커와, 그 앵커를 이끈 문장(고른 문장, 6점을 준 문장)을 보여 줍니다.
- 솔직한 결과: 1·2위가 0.4점 이내, 가장 높은 앵커와 낮은 앵커가 1점 이내, 모든 문장에 같은 점수, 2·3위가 비슷하면 3위를 함께 알림.`;

const meta = {
  title: 'Tools/CareerAnchorTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: SCORING } } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const halfAnswered = Object.fromEntries(Object.entries(fixtureAnswers).filter(([item]) => /^s([1-9])$/.test(item)));

/** The front page: what the tool is, and a start. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '일에서 끝까지 놓지 않을 나의 닻' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '시작하기' })).toBeEnabled();
  },
};

/** A returning user is told where they were and what comes next. */
export const Resuming: Story = {
  args: { setup: { answers: halfAnswered } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/16개 문항 중 9개에 답했습니다/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이어서 하기' }));
    await expect(await canvas.findByText('2 / 2 쪽')).toBeVisible();
  },
};

export const Introduce: Story = {
  args: { screen: 'introduce' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: '이렇게 진행합니다' }),
    ).toBeVisible();
  },
};

export const Explain: Story = {
  args: { screen: 'explain' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '점수는 이렇게 셉니다' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  },
};

export const Checklist: Story = {
  args: { screen: 'checklist', setup: { answers: halfAnswered } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: '답한 문항' })).toHaveAttribute('aria-valuenow', '9');
    await userEvent.click(canvas.getAllByRole('radio', { name: '4점 조금 그렇다' })[1] as HTMLElement);
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: '답한 문항' })).toHaveAttribute('aria-valuenow', '10'),
    );
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
    // Turning the page by keyboard starts the new page at its title, read with the page number:
    // a second Enter does not turn another page unseen.
    canvas.getByRole('button', { name: '이전' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAccessibleDescription(/^1 \/ 2 쪽/);
    await userEvent.keyboard('{Enter}');
    await expect(heading).toHaveAccessibleDescription(/^1 \/ 2 쪽/);
  },
};

export const Root: Story = {
  args: {
    screen: 'root',
    setup: { answers: Object.fromEntries(Object.entries(fixtureAnswers).filter(([item]) => item !== 'picks')) },
  },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('checkbox', { name: fixtureQuestions.statements[3]?.text });
    await userEvent.click(first);
    await expect(canvas.getByText('1 / 3개 골랐습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '결과 보기' })).toBeDisabled();
  },
};

export const Result: Story = {
  args: { screen: 'result', setup: { answers: fixtureAnswers, completed: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '안정 · 라이프스타일 조화' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /여덟 가지 앵커 점수/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

const feedbackServer = createFakeCareerAnchor({ answers: fixtureAnswers, completed: true });

/**
 * 결과 소감 under the result (every tool has it): five points and a comment, kept with the result;
 * then 도구 목록으로 leaves for the host's list of tools.
 */
export const FeedbackAndLeaving: Story = {
  args: { screen: 'result', server: feedbackServer, onExit: fn() },
  play: async ({ args, canvas }) => {
    const feedback = await canvas.findByRole('region', { name: '결과 소감' });
    await expect(within(feedback).getByRole('button', { name: '소감 저장' })).toBeDisabled();
    await userEvent.click(within(feedback).getByRole('radio', { name: '4점 잘 맞는다' }));
    await userEvent.type(within(feedback).getByRole('textbox', { name: '하고 싶은 말 (선택)' }), '안정은 맞아요.');
    await userEvent.click(within(feedback).getByRole('button', { name: '소감 저장' }));
    await expect(await within(feedback).findByText('소감을 저장했습니다.')).toBeVisible();
    await expect(within(feedback).getByText(/남긴 소감: 4점 잘 맞는다 — 안정은 맞아요./)).toBeVisible();
    await expect(feedbackServer.saved(1)?.feedback).toMatchObject({ fit: 4, comment: '안정은 맞아요.' });
    await expect(canvas.queryByRole('button', { name: '처음으로' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '도구 목록으로' }));
    await expect(args.onExit).toHaveBeenCalledOnce();
  },
};

/**
 * A consultant with 윤하람 chosen opens another student's result by its address (run 2): it is
 * refused, never shown (or saved as a PDF) under 윤하람's name.
 */
export const AnotherStudentsResult: Story = {
  args: {
    screen: 'result',
    audience: 'consultant',
    subjectName: '윤하람',
    runId: 2,
    setup: { answers: fixtureAnswers, completed: true, anotherPerson: fixtureAnswers },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        // The name is isolated (U+2068 … U+2069): no name can reorder the sentence around it.
        '이 결과는 지금 고른 \u2068윤하람\u2069님의 결과가 아닙니다. 다른 사람의 결과는 그 사람을 고른 뒤 결과 목록에서 열어 주세요.',
      ),
    ).toBeVisible();
    // Said as a refusal, with nothing to retry.
    await expect(canvas.getByText('이 결과를 볼 수 없습니다')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: /여덟 가지 앵커 점수/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'PDF로 저장' })).not.toBeInTheDocument();
  },
};

/** Three anchors share the second place's score: none is named "the" second, and the row's order is said to be the test's. */
export const TiedSecondPlace: Story = {
  args: {
    screen: 'result',
    audience: 'consultant',
    subjectName: '윤하람',
    setup: {
      answers: Object.fromEntries([
        ...fixtureQuestions.statements.map((statement) => [
          `s${statement.id}`,
          ({ SV: 6, TF: 4, GM: 4 } as Record<string, number>)[statement.anchor] ?? 2,
        ]),
        ['picks', [6, 14, 7]],
      ]),
      completed: true,
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '봉사·헌신 · 공동 2위 전문 역량, 관리 역량, 순수한 도전' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: '여덟 가지 앵커 점수 (1~10.0점)' })).toBeVisible();
    await expect(canvas.getByText(/검사의 앵커 순서일 뿐, 어느 쪽이 더 강하다는 뜻이 아닙니다/)).toBeVisible();
    // Whose result it is, for the consultant who is not the student (decision 042).
    await expect(canvas.getByRole('heading', { level: 1, name: '윤하람님의 커리어 앵커' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('나의');
    // The consultant at the screen sees the plain flag too.
    await expect(canvas.getByRole('region', { name: '상담자 확인 사항' })).toHaveTextContent(
      /동점: 전문 역량, 관리 역량, 순수한 도전/,
    );
    // The report handed to the student leaves the flag out; the consultant's own copy carries it.
    const contents = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'PDF로 저장' }));
      const summary = await canvas.findByText(/^저장한 PDF: \d+쪽$/, undefined, { timeout: 20_000 });
      await userEvent.click(summary);
      return canvas.getByRole('list', { name: 'PDF 쪽별 내용' }).textContent;
    };
    await expect(canvas.getByRole('radio', { name: '학생용' })).toBeChecked();
    const student = await contents();
    await expect(student).toContain('상담 메모 · 1쪽');
    await expect(student).not.toContain('상담자 확인 사항');
    await userEvent.click(canvas.getByRole('radio', { name: /^상담자용/ }).closest('label') as HTMLElement);
    await expect(await contents()).toContain('상담자 확인 사항 · ');
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

export const ActionItemResult: Story = {
  args: { screen: 'action-item/result', setup: { answers: fixtureAnswers, completed: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('안정')).not.toHaveLength(0);
    await userEvent.click(
      await canvas.findByRole('button', { name: /관심 기업의 고용 형태와 복리후생을 비교표로 정리하기 담기/ }),
    );
    // Kept as it is made, like every answer: no save button to forget.
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
  },
};

/** The whole tool, start to action items, as a user walks it. */
async function walk(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: '시작하기' }));
  await userEvent.click(await canvas.findByRole('button', { name: '문항 시작' }));
  for (const page of [0, 1]) {
    await expect(await canvas.findByText(`${page + 1} / 2 쪽`)).toBeVisible();
    for (const statement of fixtureQuestions.statements.slice(page * 8, page * 8 + 8)) {
      const item = canvas.getByRole('radiogroup', { name: new RegExp(statement.text.slice(0, 12)) });
      const points =
        statement.anchor === 'SE' ? '6점 매우 그렇다' : statement.anchor === 'LS' ? '5점 그렇다' : '3점 조금 아니다';
      await userEvent.click(within(item).getByRole('radio', { name: points }));
    }
    await userEvent.click(canvas.getByRole('button', { name: page === 0 ? '다음 쪽' : '가장 나다운 문장 고르기' }));
  }
  for (const id of [4, 12, 8]) {
    await userEvent.click(await canvas.findByRole('checkbox', { name: fixtureQuestions.statements[id - 1]?.text }));
  }
  await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: '안정 · 라이프스타일 조화' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '실천 계획 세우기' }));
  await userEvent.type(await canvas.findByRole('textbox', { name: '직접 적기' }), '진로 상담 다시 예약하기');
  await userEvent.click(canvas.getByRole('button', { name: '추가' }));
  await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
}

export const UserFlow: Story = {
  play: async ({ canvasElement }) => walk(canvasElement),
};

const sharedRun = () => createFakeCareerAnchor({ answers: { s1: 3, s2: 3 } });

/**
 * A consultant and the student in one run: the student changes an answer first on their own device,
 * so the consultant's change of it is refused; the screen loads the student's answer and says so,
 * and the consultant's other answers are kept.
 */
export const ConsultantWithStudent: Story = {
  args: { screen: 'checklist', audience: 'consultant', subjectName: '최민준', server: sharedRun() },
  play: async ({ args, canvas }) => {
    const server = args.server as FakeServer;
    await expect(await canvas.findByText(wholeText('커리어 앵커 · 최민준님'))).toBeVisible();
    server.changeElsewhere('s1', 2);
    const first = canvas.getByRole('radiogroup', {
      name: new RegExp(fixtureQuestions.statements[0]?.text.slice(0, 12) ?? ''),
    });
    const third = canvas.getByRole('radiogroup', {
      name: new RegExp(fixtureQuestions.statements[2]?.text.slice(0, 12) ?? ''),
    });
    await userEvent.click(within(first).getByRole('radio', { name: '6점 매우 그렇다' }));
    await userEvent.click(within(third).getByRole('radio', { name: '5점 그렇다' }));
    await expect(await canvas.findByText('다른 곳에서 바뀐 답을 불러왔습니다', {}, { timeout: 3000 })).toBeVisible();
    await expect(within(first).getByRole('radio', { name: '2점 아니다' })).toBeChecked();
    await expect(server.answer('s1')).toBe(2);
    await expect(server.answer('s3')).toBe(5);
  },
};

/** The instructor runs it for a participant: the same screens, named for whom. */
export const InstructorForParticipant: Story = {
  args: { screen: 'main', audience: 'instructor', subjectName: '윤하람', setup: { past: [fixtureAnswers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wholeText('커리어 앵커 · 윤하람님'))).toBeVisible();
    // A past result says when and what it was.
    await expect(canvas.getByText(/2026년 3월 10일 .*· 안정 · 라이프스타일 조화/)).toBeVisible();
  },
};
