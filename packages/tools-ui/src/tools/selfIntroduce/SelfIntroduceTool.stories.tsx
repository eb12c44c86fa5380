import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { finished, GROWTH_ANSWER, MOTIVATION_ANSWER, motivationNotes, TARGET, writing } from './fixtures/answers';
import { createFakeSelfIntroduce, type FakeSelfIntroduceServer } from './fixtures/fakeServer';
import { SelfIntroduceTool } from './SelfIntroduceTool';

const Harness = toolStory(SelfIntroduceTool, createFakeSelfIntroduce);

const HOW = `**자기소개서 (self-introduce/1)** 문항마다 답변(a.{key})과 목표 분량(len.{key}, 300·500·700·1,000·1,500자)을
두고, 초안 메모(키워드 kw, 경험 exp-s/exp-a/exp-r, 메모 notes)로 초안을 받습니다. 글자 수는 지원서 양식처럼 셉니다(코드 포인트,
줄바꿈 1자, 공백 제외는 모든 공백을 뺌).

- 점검(self-introduce-check/1)은 점수가 아니라 읽는 사람이 눈여겨볼 부분의 목록입니다: 분량, 긴 문장, 반복, 상투적 표현, 근거 없는 주장, 구성.
- 초안은 메모로만 쓰며(자동 조합 초안, 또는 AI 초안), 메모에 없는 숫자·기관·직함은 표시해 확인을 청합니다. 초안은 모두 버전으로 남습니다.
- 제출하면 그때의 문항 이름과 답변, 글자 수가 결과로 남고, 짧은 답변마다 실천 계획이 제안됩니다.`;

const meta = {
  title: 'Tools/SelfIntroduceTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: HOW } } },
  // A fresh server per story, which the play functions read to check what was kept.
  loaders: [({ args }) => ({ server: createFakeSelfIntroduce(args.setup) })],
  render: (args, { loaded }) => <Harness {...args} server={loaded.server as FakeSelfIntroduceServer} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.server as FakeSelfIntroduceServer;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const answerBox = async (canvas: ReturnType<typeof within>, question: string) =>
  (await canvas.findByRole('textbox', { name: `${question} 답변` })) as HTMLTextAreaElement;
/** The live count under the answer ("공백 포함 n자 / 공백 제외 m자 · 목표 t자"). */
const countLine = (canvas: ReturnType<typeof within>) =>
  canvas.getByText(
    (_: string, element: Element | null) => element?.tagName === 'P' && /^공백 포함 /.test(element.textContent ?? ''),
  );
/** Presses the dialog's button once the dialog is up. */
async function answerDialog(canvasElement: HTMLElement, title: string | RegExp, button: string) {
  const dialog = await body(canvasElement).findByRole('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

// ── The front page ─────────────────────────────────────────────────────────────────────────────

/** What the tool is, and a start: the workspace is the first screen. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '문항마다 쓰고 다듬는 자기소개서' }),
    ).toBeVisible();
    await expect(canvas.getByText(/문항별로 답변을 쓰고, 초안을 받아 다듬고, 점검 목록으로 확인합니다/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '자기소개서 쓰기' })).toBeVisible();
    await expect(serverOf(context).log).toContain('start');
  },
};

/** A returning user is told how many questions have an answer and how long they are. */
export const Resuming: Story = {
  args: { setup: { answers: writing, screen: 'root' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/고른 문항 4개 중 1개에 답변을 썼습니다\(모두 246자\). 남은 3개를 이어서 쓰면 됩니다./),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이어서 하기' }));
    await expect((await answerBox(canvas, '지원동기')).value).toBe(MOTIVATION_ANSWER);
  },
};

/** After handing in: the past result with its time and summary opens what was handed in and the plan. */
export const AfterHandIn: Story = {
  args: { setup: { past: [finished] } },
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: /^2026년 3월 10일 .* · 2문항 · 350자 결과 보기$/ });
    await userEvent.click(open);
    await expect(await canvas.findByRole('heading', { level: 2, name: '제출한 자기소개서' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '2. 성장과정' })).toBeVisible();
  },
};

// ── The workspace ─────────────────────────────────────────────────────────────────────────────

/** Writing: the count follows the typing as forms count it, the list shows each question's fill, all saved. */
export const Writing: Story = {
  args: { screen: 'root', setup: { answers: writing } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await expect(await canvas.findByRole('textbox', { name: '지원 회사·분야' })).toHaveValue(TARGET);
    await expect(canvas.getByRole('button', { name: /지원동기 246 \/ 500자 쓰는 중/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^성장과정 0 \/ 700자/ }));
    const answer = await answerBox(canvas, '성장과정');
    await userEvent.type(answer, '도서부 당번표를 만들었습니다.{Enter}꾸준함 🙂');
    await expect(countLine(canvas)).toHaveTextContent('공백 포함 22자 / 공백 제외 18자 · 목표 700자');
    await expect(canvas.getByRole('progressbar', { name: '목표 분량까지' })).toHaveAttribute(
      'aria-valuetext',
      '22 / 700자',
    );
    await userEvent.click(canvas.getByRole('button', { name: /목표 분량/ }));
    await userEvent.click(await body(context.canvasElement).findByRole('option', { name: '300자' }));
    await expect(countLine(canvas)).toHaveTextContent('목표 300자');
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 8000 })).toBeVisible();
    await expect(server.answer('a.growth')).toBe('도서부 당번표를 만들었습니다.\n꾸준함 🙂');
    await expect(server.answer('len.growth')).toBe(300);
    await expect(canvas.getByRole('button', { name: /^성장과정 22 \/ 300자 쓰는 중/ })).toBeVisible();
  },
};

/** A draft from the notes, written as it comes, then taken into the answer (asked first: it replaces one). */
export const DraftIntoAnswer: Story = {
  args: { screen: 'root', setup: { answers: writing } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await expect(await canvas.findByRole('list', { name: '적은 키워드' })).toHaveTextContent('경청');
    await userEvent.click(canvas.getByRole('button', { name: '초안 만들기' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: '초안을 쓰는 중' })).toBeVisible();
    await expect(await canvas.findByText('자동 조합 초안', {}, { timeout: 8000 })).toBeVisible();
    const draft = server.versions().at(-1)?.text ?? '';
    await expect(draft).toMatch(/^제가 한빛종합사회복지관 사회복지사에 지원한 이유는/);
    await expect(canvas.getByText(/초안은 출발점입니다/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '답변에 넣기' }));
    await answerDialog(context.canvasElement, '답변을 초안으로 바꿀까요?', '초안으로 바꾸기');
    await expect((await answerBox(canvas, '지원동기')).value).toBe(draft);
    await expect(canvas.getByText(/초안을 답변에 넣었습니다/)).toBeVisible();
    await waitFor(() => expect(server.answer('a.motivation')).toBe(draft), { timeout: 8000 });
  },
};

/** A provider's draft with facts the notes do not have: marked, and the student asked to check them. */
export const DraftWithUnsupportedFacts: Story = {
  args: { screen: 'root', setup: { answers: writing, provider: 'ai' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '초안 만들기' }));
    await expect(await canvas.findByText('AI 초안', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('메모에 없는 내용이 들어 있습니다: 30%, 표창')).toBeVisible();
    await expect(canvas.getByText(/사실인지 확인하고 고쳐 주세요/)).toBeVisible();
    await expect(canvas.getByText('30%', { selector: 'mark' })).toBeVisible();
  },
};

/** Stopping a draft part-way: what was written stays, to use or to write again. */
export const DraftStopped: Story = {
  args: { screen: 'root', setup: { answers: writing, pieceDelay: 80 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '초안 만들기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '멈추기' }));
    await expect(await canvas.findByText('초안 쓰기를 멈췄습니다')).toBeVisible();
    await expect(canvas.getByText(/그때까지 쓴 글은 남아 있습니다/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '초안 다시 만들기' })).toBeEnabled();
    const kept = serverOf(context).versions().at(-1)?.text ?? '';
    await expect(kept.length).toBeGreaterThan(0);
    await expect(kept.length).toBeLessThan(100);
  },
};

/** A refused draft (the day's drafts used up) says why in place; every note stays. */
export const DraftRefused: Story = {
  args: {
    screen: 'root',
    setup: {
      answers: writing,
      draftRefusal: { status: 429, message: '오늘 만들 수 있는 초안을 모두 만들었습니다. 내일 다시 시도해 주세요.' },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '초안 만들기' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('초안을 만들지 못했습니다');
    await expect(alert).toHaveTextContent('오늘 만들 수 있는 초안을 모두 만들었습니다. 내일 다시 시도해 주세요.');
    await expect(canvas.getByRole('list', { name: '적은 키워드' })).toHaveTextContent('책임감');
    await expect(canvas.getByRole('textbox', { name: '그 밖의 메모' })).toHaveValue(
      motivationNotes['notes.motivation'],
    );
    await expect(serverOf(context).alerts).toEqual([]);
  },
};

/** No notes yet: the server's reason, in place. */
export const DraftWithoutNotes: Story = {
  args: { screen: 'root', setup: { answers: writing } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^입사 후 포부/ }));
    await expect(await answerBox(canvas, '입사 후 포부')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: '초안 만들기' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '초안을 만들려면 키워드나 경험을 하나 이상 적어 주세요.',
    );
  },
};

/**
 * The review: a checklist with its note, what to fix first on top; the findings of one sentence
 * share one quotation of it; a finding's sentence is selected in the answer.
 */
export const CheckFindings: Story = {
  args: { screen: 'root', setup: { answers: writing } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '점검' }));
    await userEvent.click(canvas.getByRole('button', { name: '점검하기' }));
    await expect(await canvas.findByText(/점수나 합격·불합격 판정이 아닙니다/)).toBeVisible();
    await expect(canvas.getByText(/문장 5개 · 목표 500자 · 꼭 볼 것 2개, 더 좋게 3개/)).toBeVisible();
    await expect(canvas.getByText('목표 500자에 254자가 모자랍니다(지금 246자, 49%).')).toBeVisible();
    await expect(canvas.getAllByText('꼭 볼 것')).toHaveLength(2);
    const long = canvas.getByText('이 문장은 117자로, 한 번에 읽기에 깁니다.');
    const row = long.closest('li') as HTMLElement;
    // The long sentence also repeats a word: both findings stand under its one quotation.
    await expect(within(row).getByText(/'아이'가 이 답변에 \d번 나옵니다\./)).toBeVisible();
    await expect(row.querySelectorAll('blockquote')).toHaveLength(1);
    // The claim with nothing to show it (a warning) comes before the tips.
    const points = [...canvas.getAllByRole('listitem')].map((item) => item.textContent ?? '');
    const claim = points.findIndex((text) => text.includes('책임감을 내세우지만'));
    await expect(claim).toBeGreaterThanOrEqual(0);
    await expect(claim).toBeLessThan(points.findIndex((text) => text.includes('117자로')));
    await userEvent.click(within(row).getByRole('button', { name: '답변에서 이 문장 보기' }));
    const answer = await answerBox(canvas, '지원동기');
    await expect(answer).toHaveFocus();
    await expect([answer.selectionStart, answer.selectionEnd]).toEqual([44, 161]);
    await expect(answer.value.slice(answer.selectionStart, answer.selectionEnd)).toMatch(
      /^대학 3학년 때 .* 되었습니다\.$/,
    );
  },
};

/** Versions of an answer, newest first; one restored (asked first), and the last run's answer. */
export const Versions: Story = {
  args: {
    screen: 'root',
    setup: {
      answers: writing,
      past: [finished],
      versions: [
        { item: 'a.motivation', text: '사람을 돕는 일을 하고 싶어 지원했습니다.', source: 'typed' },
        { item: 'a.motivation', text: '제가 지원한 이유는 경청을 살리고 싶어서입니다.', source: 'draft' },
      ],
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.click(await canvas.findByRole('tab', { name: '버전' }));
    const restore = await canvas.findAllByRole('button', { name: /이 버전으로 되돌리기$/ });
    await expect(restore).toHaveLength(2);
    await expect(restore[0]).toHaveAccessibleName(/자동 조합 초안, 이 버전으로 되돌리기$/);
    await userEvent.click(restore[1] as HTMLElement);
    await answerDialog(context.canvasElement, '답변을 바꿀까요?', '바꾸기');
    await expect((await answerBox(canvas, '지원동기')).value).toBe('사람을 돕는 일을 하고 싶어 지원했습니다.');
    await waitFor(() => expect(server.answer('a.motivation')).toBe('사람을 돕는 일을 하고 싶어 지원했습니다.'), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: '지난 답변 불러오기' }));
    await expect(await canvas.findByText(/2026년 3월 10일 .*에 쓴 답변 · 246자/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '지난 답변을 답변에 넣기' }));
    await answerDialog(context.canvasElement, '답변을 바꿀까요?', '바꾸기');
    await expect((await answerBox(canvas, '지원동기')).value).toBe(MOTIVATION_ANSWER);
  },
};

/** The user's own questions: added (and chosen), renamed in place, deleted after asking. */
export const OwnQuestions: Story = {
  args: { screen: 'root', setup: { answers: writing, own: [{ id: 7, label: '협업 경험' }] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.type(await canvas.findByRole('textbox', { name: '나의 문항 추가' }), '실패를 딛고 일어선 경험');
    await userEvent.click(canvas.getByRole('button', { name: '문항 추가' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '실패를 딛고 일어선 경험' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '실패를 딛고 일어선 경험' })).toBeChecked();
    await waitFor(() => expect(server.answer('questions')).toEqual([...writing.questions, 't10']), { timeout: 8000 });

    await userEvent.click(canvas.getByRole('button', { name: "'협업 경험' 이름 바꾸기" }));
    const rename = canvas.getByRole('textbox', { name: "'협업 경험'의 새 이름" });
    await userEvent.clear(rename);
    await userEvent.type(rename, '협업으로 문제를 푼 경험');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByRole('checkbox', { name: '협업으로 문제를 푼 경험' })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: "'실패를 딛고 일어선 경험' 지우기" }));
    await answerDialog(context.canvasElement, "'실패를 딛고 일어선 경험' 문항을 지울까요?", '지우기');
    await waitFor(() => expect(canvas.queryByRole('checkbox', { name: '실패를 딛고 일어선 경험' })).toBeNull());
    await expect(server.types().map((type) => type.label)).toEqual([
      '지원동기',
      '성장과정',
      '성격의 장단점',
      '입사 후 포부',
      '협업으로 문제를 푼 경험',
    ]);
    await waitFor(() => expect(server.answer('questions')).toEqual(writing.questions), { timeout: 8000 });
    await expect(await canvas.findByRole('heading', { level: 2, name: '지원동기' })).toBeVisible();
  },
};

/** Reached without a self-introduction under way (an old address). */
export const NoOpenRun: Story = {
  args: { screen: 'root' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '처음 화면으로' }));
    await expect(await canvas.findByRole('button', { name: '시작하기' })).toBeVisible();
  },
};

// ── The checklist and the result ──────────────────────────────────────────────────────────────

/** Every chosen answer reviewed at once, said plainly to be a checklist; each question opens in the workspace. */
export const Checklist: Story = {
  args: { screen: 'self-introduce/checklist', setup: { answers: { ...writing, 'a.growth': GROWTH_ANSWER } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/문항 4개 가운데 2개를 점검했습니다 · 꼭 볼 것 3개, 더 좋게 3개/),
    ).toBeVisible();
    await expect(canvas.getByText(/점수나 합격·불합격 판정이 아닙니다/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '지원동기',
      '성장과정',
      '성격의 장단점',
      '입사 후 포부',
    ]);
    await expect(canvas.getAllByText('아직 답변이 없습니다.')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '성장과정 고치러 가기' }));
    await expect((await answerBox(canvas, '성장과정')).value).toBe(GROWTH_ANSWER);
  },
};

/** What was handed in, printable and copyable, above the plan with the result's suggestions. */
export const ActionItemResult: Story = {
  args: { screen: 'action-item/result', setup: { answers: finished, completed: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await expect(await canvas.findByRole('heading', { level: 2, name: '제출한 자기소개서' })).toBeVisible();
    await expect(canvas.getByText(TARGET)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '전체 PDF로 저장' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: /자기소개서 \d+문항을 제출했습니다$/ })).toBeVisible();
    // The summary, the letter's head, the 상담 메모 box (paper only) and the two answers.
    await expect(context.canvasElement.querySelectorAll('[data-pdf-block]')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: '전체 복사' }));
    await expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/^지원: 한빛종합사회복지관 사회복지사\n\n1\. 지원동기/),
    );
    await expect(await canvas.findByRole('button', { name: '복사했습니다' })).toBeVisible();
    writeText.mockRestore();
    await userEvent.click(
      canvas.getByRole('button', { name: /'지원동기' 답변을 목표 분량\(500자\)까지 경험과 결과로 채우기 담기/ }),
    );
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 8000 })).toBeVisible();
    await expect(serverOf(context).saved(1)?.action_items).toHaveLength(1);
    // Its report holds on paper, in both copies.
    await expectWholeReport(context.canvasElement);
  },
};

/** Four answers of some 2,600 characters each, handed in: the report divides them between lines, page after page. */
export const LongHandedIn: Story = {
  args: {
    screen: 'action-item/result',
    audience: 'consultant',
    subjectName: '윤하람',
    setup: {
      answers: {
        target: TARGET,
        questions: ['motivation', 'growth', 'personality', 'aspiration'],
        ...Object.fromEntries(
          ['motivation', 'growth', 'personality', 'aspiration'].flatMap((key) => [
            [`a.${key}`, Array.from({ length: 9 }, () => MOTIVATION_ANSWER).join('\n')],
            [`len.${key}`, 3000],
          ]),
        ),
      },
      completed: true,
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '제출한 자기소개서' })).toBeVisible();
    const { pageCount } = await expectWholeReport(canvasElement);
    await expect(pageCount).toBeGreaterThanOrEqual(5);
  },
};

// ── Guests on a QR link ────────────────────────────────────────────────────────────────────────

/** A guest starts the same way. */
export const GuestMain: Story = {
  args: { audience: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('글자 수를 맞춘 답변과 문항별 점검 목록.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '자기소개서 쓰기' })).toBeVisible();
  },
};

/** A guest writes with the four questions: no own questions, no last run, no separate checklist. */
export const GuestRoot: Story = {
  args: { audience: 'guest', screen: 'root', setup: { answers: writing } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await answerBox(canvas, '지원동기')).toHaveValue(MOTIVATION_ANSWER);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.queryByRole('textbox', { name: '나의 문항 추가' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /이름 바꾸기$/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '전체 점검' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '버전' }));
    await expect(await canvas.findByText(/아직 남은 버전이 없습니다/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '지난 답변 불러오기' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '점검' }));
    await userEvent.click(canvas.getByRole('button', { name: '점검하기' }));
    await expect(await canvas.findByText('목표 500자에 254자가 모자랍니다(지금 246자, 49%).')).toBeVisible();
  },
};

/** A guest who handed in: the front page says so and shows what was handed in, read-only. */
export const GuestHandedIn: Story = {
  args: { audience: 'guest', screen: 'root', setup: { answers: finished } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '제출하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '제출했습니다' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '1. 지원동기' })).toBeVisible();
    await expect(canvas.getByText(/공백 포함 246자 \/ 공백 제외 188자 · 목표 500자/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: '새 자기소개서 쓰기' })).toBeEnabled();
    await expect(serverOf(context).saved(1)?.summary).toBe('2문항 · 350자');
  },
};

// ── Waiting and failing ────────────────────────────────────────────────────────────────────────

export const Loading: Story = {
  args: { setup: { hang: ['questions'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('문항을 불러오는 중')).toBeInTheDocument();
  },
};

/** The questions could not be loaded: said in place, and tried again. */
export const LoadError: Story = {
  args: { setup: { failures: { questions: 1 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '문항을 불러오지 못했습니다' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('button', { name: '시작하기' })).toBeVisible();
  },
};

// ── The whole way ──────────────────────────────────────────────────────────────────────────────

/** Two answers from notes and drafts, reviewed, handed in (asked about the empty ones), then a plan. */
export const UserFlow: Story = {
  args: { setup: {} },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.click(await canvas.findByRole('button', { name: '시작하기' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '지원 회사·분야' }), TARGET);

    // 지원동기: a keyword and an experience, then a draft taken into the empty answer.
    await userEvent.type(canvas.getByRole('textbox', { name: '키워드 추가' }), '경청{Enter}');
    await expect(await canvas.findByRole('list', { name: '적은 키워드' })).toHaveTextContent('경청');
    const first = canvas.getByRole('group', { name: '경험 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: '상황' }), '지역아동센터 학습 멘토');
    await userEvent.type(within(first).getByRole('textbox', { name: '한 일' }), '공부 계획표를 만듦');
    await userEvent.click(canvas.getByRole('button', { name: '초안 만들기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '답변에 넣기' }, { timeout: 8000 }));
    const motivation = await answerBox(canvas, '지원동기');
    await expect(motivation.value).toMatch(/^제가 한빛종합사회복지관 사회복지사에 지원한 이유는/);

    // 성장과정: notes, a draft put after what was already written, then the student's own line.
    await userEvent.click(canvas.getByRole('button', { name: /^성장과정/ }));
    const growth = await answerBox(canvas, '성장과정');
    await userEvent.type(growth, '도서부 이야기입니다.');
    await userEvent.type(canvas.getByRole('textbox', { name: '그 밖의 메모' }), '도서부 당번표를 만들어 정리했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '초안 만들기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '답변 끝에 덧붙이기' }, { timeout: 8000 }));
    await expect(growth.value).toMatch(/^도서부 이야기입니다\.\n\n/);

    // The review of 성장과정, as saved.
    await userEvent.click(canvas.getByRole('tab', { name: '점검' }));
    await userEvent.click(canvas.getByRole('button', { name: '점검하기' }));
    await expect(await canvas.findByText(/목표 700자에 .*자가 모자랍니다/)).toBeVisible();

    // Hand in: the two empty questions are named first.
    await userEvent.click(canvas.getByRole('button', { name: '제출하기' }));
    const dialog = await answerDialog(context.canvasElement, '빈 문항이 있습니다', '이대로 제출하기');
    await expect(dialog).toHaveTextContent("'성격의 장단점', '입사 후 포부'");
    await expect(await canvas.findByRole('heading', { level: 1, name: /실천 계획$/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '1. 지원동기' })).toBeVisible();
    await expect(server.saved(1)?.summary).toMatch(/^4문항 · /);

    await userEvent.type(canvas.getByRole('textbox', { name: '직접 적기' }), '복지관 채용 공고 다시 읽기');
    await userEvent.click(canvas.getByRole('button', { name: '추가' }));
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 8000 })).toBeVisible();
    await expect(server.saved(1)?.action_items.map((entry) => entry.content)).toEqual(['복지관 채용 공고 다시 읽기']);
  },
};
