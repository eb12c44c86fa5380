import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { DeepinterTool } from './DeepinterTool';
import { ACTION, answering, named, TITLE } from './fixtures/answers';
import { createFakeDeepinter, type FakeDeepinterServer } from './fixtures/fakeServer';

const Harness = toolStory(DeepinterTool, createFakeDeepinter);

const HOW = `**심층 인터뷰 (deepinter/1)** 학생이 고른 경험 하나(exp.title, exp.kind)를 상황·과제·행동·결과·배운 점으로
묻습니다. 질문은 경험의 종류에 맞춘 우리 문장이고, 학생이 부분을 빼거나 다른 말투를 고를 수 있습니다.

- 답변(a.{key})은 쓰는 대로 저장되고, '답변 완료'로 표시합니다.
- 다듬기(deepinter-rewrite/2)는 학생의 문장만 씁니다: 말버릇 빼기, 합니다체, 긴 문장 나누기, 되풀이 한 번만, 순서가 뒤섞인 답은 상황–행동–결과 순으로. 바뀐 말은 줄과 밑줄로 보여 줍니다. 외부 AI가 다듬으면 답변에 없는 숫자·이름을 '확인이 필요한 내용'으로 표시합니다.
- 꼬리 질문은 답변에서 빠진 것(내 몫, 결과의 크기, 이유, 어려움 …)을 규칙으로 찾아 묻고, 묻는 까닭을 함께 보여 줍니다(한 질문에 최대 3개).
- 결과는 최종 답변(없으면 쓴 답변)만 이어 붙인 이야기입니다. 빈 부분은 비었다고 말할 뿐 채우지 않습니다.`;

const meta = {
  title: 'Tools/DeepinterTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: HOW } } },
  loaders: [({ args }) => ({ server: createFakeDeepinter(args.setup) })],
  render: (args, { loaded }) => <Harness {...args} server={loaded.server as FakeDeepinterServer} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.server as FakeDeepinterServer;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const answerBox = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('textbox', { name: '내 답변' })) as HTMLTextAreaElement;

// ── The front page ─────────────────────────────────────────────────────────────────────────────

/** What the tool is, and a start: the interview opens on naming the experience. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '경험 하나를 깊이 묻는 인터뷰' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(await canvas.findByRole('textbox', { name: /이야기할 경험/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '질문 받기' })).toBeDisabled();
  },
};

/** A returning student is told which experience and how many answers. */
export const Resuming: Story = {
  args: { setup: { answers: answering, chosen: ['situation', 'action', 'result'], screen: 'root' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`'${TITLE}' 경험의 질문 2개에 답했습니다.`)).toBeVisible();
  },
};

// ── Choosing the questions ────────────────────────────────────────────────────────────────────

/** Named experience → questions worded for it → a part left out and another wording → the interview. */
export const ChoosingQuestions: Story = {
  args: { screen: 'root', setup: { answers: {} } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /이야기할 경험/ }), TITLE);
    await userEvent.click(canvas.getByRole('button', { name: '질문 받기' }));
    const situation = await canvas.findByRole('radiogroup', { name: '상황 질문' });
    await expect(within(situation).getAllByRole('radio')[0]).toHaveAccessibleName(new RegExp(`'${TITLE}'은`));
    await userEvent.click(canvas.getByRole('checkbox', { name: '배운 점 묻기' }));
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: '행동 질문' })).getAllByRole('radio')[1] as HTMLElement,
    );
    await userEvent.click(canvas.getByRole('button', { name: '이 질문으로 인터뷰 시작' }));
    await expect(await canvas.findByRole('navigation', { name: '질문' })).toBeVisible();
    const asked = serverOf(context).questions();
    await expect(asked.map((question) => question.key)).toEqual(['situation', 'task', 'action', 'result']);
    await expect(asked[2]?.question).toBe('무엇부터 손을 댔고, 어떤 판단으로 그렇게 했나요?');
    await expect(canvas.getByText(/왜 묻나요\? 듣는 사람이 장면을 그릴 수 있어야/)).toBeVisible();
  },
};

// ── Answering ─────────────────────────────────────────────────────────────────────────────────

/** An answer said done, tidied with every change marked, taken as the final wording. */
export const RewriteAndFinal: Story = {
  args: { screen: 'root', setup: { answers: answering, chosen: ['situation', 'action', 'result'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^행동/ }));
    await expect((await answerBox(canvas)).value).toBe(ACTION);
    await userEvent.click(canvas.getByRole('button', { name: '답변 완료' }));
    await expect(await canvas.findByText('답변 완료로 표시했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '답변 다듬기' }));
    await expect(await canvas.findByRole('heading', { name: '다듬은 답변' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('자동 조합 초안')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '바꾼 점' })).toHaveTextContent('말버릇처럼 붙은 말 3개를 뺐습니다.');
    const removed = context.canvasElement.querySelectorAll('del');
    await expect([...removed].map((node) => node.textContent).join(' ')).toContain('그냥');
    await userEvent.click(canvas.getByRole('button', { name: '다듬은 답변을 최종 답변에 넣기' }));
    const final = canvas.getByRole('textbox', { name: '최종 답변' }) as HTMLTextAreaElement;
    await expect(final.value).toMatch(/^저희 팀은 축제 부스를 맡았습니다\./);
    await waitFor(
      () =>
        expect(
          serverOf(context)
            .questions()
            .find((q) => q.key === 'action')?.final,
        ).toMatch(/^저희 팀은/),
      {
        timeout: 4000,
      },
    );
  },
};

/** A provider's rewrite with a number the answer never had: flagged to check. */
export const RewriteWithNewFacts: Story = {
  args: { screen: 'root', setup: { answers: answering, chosen: ['action'], provider: 'ai' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '답변 다듬기' }));
    await expect(await canvas.findByText(/확인이 필요한 내용: .*30%/, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('AI 초안')).toBeVisible();
  },
};

/** Follow-ups made from the answer, each with why; one answered from the list. */
export const FollowUps: Story = {
  args: { screen: 'root', setup: { answers: answering, chosen: ['action'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '꼬리 질문 받기' }));
    await expect(await canvas.findByText('꼬리 질문 2개를 받았습니다. 아래에서 열어 답해 보세요.')).toBeVisible();
    await expect(canvas.getByText(/그중 본인이 직접 맡은 일은 무엇이었나요/)).toBeVisible();
    await expect(canvas.getByText(/왜 묻나요\? 팀이 한 일과 내가 한 일을 나누어/)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '이 질문에 답하기' })[0] as HTMLElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /본인이 직접 맡은 일/ })).toBeVisible();
    await userEvent.type(await answerBox(canvas), '저는 번호표를 만들자고 제안했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '답변 완료' }));
    await expect(await canvas.findByText('답변 완료로 표시했습니다.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '꼬리 질문 받기' })).toBeNull();
    await expect(serverOf(context).answer('a.action-1')).toBe('저는 번호표를 만들자고 제안했습니다.');
  },
};

// ── The end ───────────────────────────────────────────────────────────────────────────────────

/** Ending with a part unanswered asks first, then tells the experience whole in the student's words. */
export const EndAndStory: Story = {
  args: { screen: 'root', setup: { answers: answering, chosen: ['situation', 'action', 'result'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '인터뷰 마치기' }));
    const dialog = await body(context.canvasElement).findByRole('alertdialog', { name: '답하지 않은 질문이 있습니다' });
    await expect(dialog).toHaveTextContent('1개');
    await userEvent.click(within(dialog).getByRole('button', { name: '이대로 마치기' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '내 경험 이야기' })).toBeVisible();
    await expect(canvas.getByText('답하지 않은 부분: 결과')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    await expect(serverOf(context).saved(1)?.summary).toBe(`${TITLE} · 2/3개 부분 답변, 꼬리 질문 0/0`);
    // Its report holds on paper, in both copies.
    await expectWholeReport(context.canvasElement);
  },
};

/** The result and the plan, for a past run. */
export const ActionItemResult: Story = {
  args: {
    screen: 'action-item/result',
    setup: { answers: answering, chosen: ['situation', 'action'], completed: true },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '내 경험 이야기' })).toBeVisible();
    // In the story told whole, and under its part.
    await expect(canvas.getAllByText(/2학년 가을 축제 때 학생회에서 먹거리 부스를 맡았습니다\./)).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 1, name: /실천 계획$/ })).toBeVisible();
  },
};

/** The story handed to a self-introduction question as an experience note. */
export const HandToSelfIntroduce: Story = {
  args: {
    screen: 'action-item/result',
    setup: { answers: answering, chosen: ['situation', 'action'], completed: true },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '자기소개서 메모로 보내기' }));
    await expect(await canvas.findByText(/자기소개서의 '성장과정' 경험 메모에 넣었습니다/)).toBeVisible();
    const [handed] = serverOf(context).handed();
    await expect(handed?.key).toBe('growth');
    await expect(handed?.note.situation).toBe('2학년 가을 축제 때 학생회에서 먹거리 부스를 맡았습니다.');
    await expect(handed?.note.action).toBe(ACTION);
  },
};

// ── Guests and others ─────────────────────────────────────────────────────────────────────────

/** A guest on a QR link ends on the front page with their story. */
export const GuestEnded: Story = {
  args: { audience: 'guest', screen: 'root', setup: { answers: answering, chosen: ['situation', 'action'] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '인터뷰 마치기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '인터뷰를 마쳤습니다' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '새 인터뷰 시작하기' })).toBeEnabled();
  },
};

/** A consultant runs it for a student: the same screens, the student named. */
export const Consultant: Story = {
  args: { audience: 'consultant', subjectName: '최민준', screen: 'root', setup: { answers: named } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/최민준/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /이야기할 경험/ })).toHaveValue(TITLE);
  },
};

/** Ending with nothing answered is refused, said by the server's message. */
export const NothingToEnd: Story = {
  args: { screen: 'root', setup: { answers: named, chosen: ['situation'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '인터뷰 마치기' }));
    const dialog = await body(context.canvasElement).findByRole('alertdialog', { name: '답하지 않은 질문이 있습니다' });
    await userEvent.click(within(dialog).getByRole('button', { name: '이대로 마치기' }));
    await waitFor(() =>
      expect(serverOf(context).alerts).toContain('답한 질문이 없습니다. 하나 이상 답한 뒤 마쳐 주세요.'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: '심층 인터뷰' })).toBeVisible();
  },
};

/** The interview could not be loaded: said in place, and tried again. */
export const LoadError: Story = {
  args: { screen: 'root', setup: { answers: named, failures: { getQuestion: 1 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('인터뷰를 불러오지 못했습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('button', { name: '이 질문으로 인터뷰 시작' })).toBeEnabled();
  },
};
