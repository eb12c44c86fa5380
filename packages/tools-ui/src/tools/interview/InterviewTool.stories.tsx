import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wholeText } from '../../internal/wholeText';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import { toolStory } from '../framework/fixtures/ToolHarness';
import {
  createFakeInterview,
  type FakeInterviewServer,
  type FakeInterviewSetup,
  STORY_KEYS,
} from './fixtures/fakeServer';
import { InterviewTool } from './InterviewTool';

const Harness = toolStory(InterviewTool, createFakeInterview);

const HOW = `**면접 (interview/1)** 질문 은행(인성·직무·상황 182문항, 직무는 한국고용직업분류 대분류별)에서 분야·직업 분야·난이도·개수로
질문을 뽑고(같은 난이도 먼저, 분야가 번갈아), 순서를 정합니다(sort). 질문마다 생각할 시간이 지나면 답변 시간이 시작되고,
답변(a.{질문})은 쓰는 대로, 쓴 시간은 질문의 시계(clock)로 몇 초마다 서버에 저장되어 새로 고쳐도 남은 시간에서 이어집니다.
질문을 마치면 서버가 그 시간을 t.{질문}에 남깁니다. 답한 뒤 학생이 네 기준(구체성·논리·직무 연관성·전달)을 1~5점으로 매깁니다(s.{질문}).

- 1단계: 질문별 답변·건너뜀·다다르지 못함과 쓴 시간. 2단계: 기준별 평균을 학생과 평가자(상담사·강사)로 나란히, 1.5점 이상 다르면 표시.
- 3단계: 답변 글의 특징(길이, 예시, 숫자, 결론 위치, 반복, 말버릇)과 고칠 방법, 평가자 의견. 4단계: 평균 4점 이상인 기준과
  모든 답변에 있는 습관만 강점으로, 3.5점 미만의 가장 낮은 기준과 답변 절반 이상의 특징을 연습할 점으로.
- 평가자의 점수와 의견은 평가자가 공개한 뒤에 학생에게 보입니다.`;

const meta = {
  title: 'Tools/InterviewTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: HOW } } },
  loaders: [({ args }) => ({ server: createFakeInterview(args.setup) })],
  render: (args, { loaded }) => <Harness {...args} server={loaded.server as FakeInterviewServer} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.server as FakeInterviewServer;
const [first, second, third] = STORY_KEYS;
const answered = {
  [`a.${first}`]: '저는 꼼꼼함이 강점입니다. 예를 들어 실습에서 환자 기록을 표로 정리해 두 번 확인했습니다.',
  [`t.${first}`]: { think: 8, answer: 45 },
  [`s.${first}`]: { specific: 4, logic: 2, relevance: 3, delivery: 3 },
  [`a.${second}`]: '그냥 사람을 돕는 일이 좋아서 그냥 지원했습니다.',
  [`t.${second}`]: { think: 15, answer: 30 },
  [`t.${third}`]: { think: 20, answer: 0 },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '시간을 재며 하는 면접 연습' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '면접 질문 정하기' })).toBeVisible();
  },
};

/** Questions picked by category, difficulty and count; then the interview starts with time to think. */
export const PickQuestions: Story = {
  args: { screen: 'root', setup: { answers: {} } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '상황' }));
    await userEvent.click(canvas.getByRole('button', { name: '질문 뽑기' }));
    await expect(await canvas.findByRole('heading', { name: /뽑힌 질문 5개/ })).toBeVisible();
    expect(
      serverOf(context)
        .keys()
        .every((key) => !key.startsWith('s-')),
    ).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: '면접 시작' }));
    await expect(await canvas.findByRole('timer', { name: '생각할 시간' })).toBeVisible();
    await expect(canvas.getByText('질문 1')).toBeVisible();
  },
};

/** One question: think, answer, then the student's own scores, saved as items. */
export const AnswerAndScore: Story = {
  args: { screen: 'root', setup: { answers: {}, keys: STORY_KEYS } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.click(await canvas.findByRole('button', { name: '면접 시작' }));
    await userEvent.click(await canvas.findByRole('button', { name: '바로 답하기' }));
    await expect(await canvas.findByRole('timer', { name: '답변 시간' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '내 답변' }), '저는 끈기가 강점입니다.');
    await userEvent.click(canvas.getByRole('button', { name: '답변 마치기' }));
    await expect(await canvas.findByText('좋은 답변은')).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: '내 점수: 구체성' })).getByRole('radio', { name: '4' }),
    );
    await waitFor(() => expect(server.answer(`s.${first}`)).toEqual({ specific: 4 }), { timeout: 4000 });
    await waitFor(() => expect(server.answer(`a.${first}`)).toBe('저는 끈기가 강점입니다.'), { timeout: 4000 });
    await waitFor(() => expect(server.answer(`t.${first}`)).toMatchObject({ think: expect.any(Number) }), {
      timeout: 4000,
    });
    expect(server.clock(first)?.phase).toBe('ended');
    await userEvent.click(canvas.getByRole('button', { name: '다음 질문' }));
    await expect(await canvas.findByText('질문 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이 질문 건너뛰기' }));
    await expect(await canvas.findByText('질문 3')).toBeVisible();
    await waitFor(() => expect(server.answer(`t.${second}`)).toMatchObject({ answer: 0 }), { timeout: 4000 });
  },
};

/** An answer spoken and recorded (a fake microphone in tests), kept with the run. */
export const RecordAnswer: Story = {
  args: { screen: 'root', setup: { answers: { [`t.${first}`]: { think: 5, answer: 20 } }, keys: STORY_KEYS } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '바로 답하기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '말로 답하며 녹음하기 (선택)' }));
    await expect(await canvas.findByText('녹음 중입니다. 답을 마치면 멈춰 주세요.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await userEvent.click(canvas.getByRole('button', { name: '녹음 멈추기' }));
    await expect(await canvas.findByText(/녹음을 저장했습니다/, {}, { timeout: 6000 })).toBeVisible();
    expect(serverOf(context).recordings().get(second)?.data.length).toBeGreaterThan(16);
  },
};

/** A reload mid-answer: the countdown goes on from the time the server kept, not from the start. */
export const ResumeAfterReload: Story = {
  args: {
    screen: 'root',
    setup: {
      answers: { [`a.${first}`]: '저는 끈기가 강점입니다. 예를 들어' },
      keys: STORY_KEYS,
      clocks: { [first]: { phase: 'answer', think: 20, answer: 45 } },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const timer = await canvas.findByRole('timer', { name: '답변 시간' });
    // p-strength gives 60 s to answer: 45 were used before the reload.
    await expect(timer).toHaveTextContent(/^00:00:1[0-5]$/);
    await expect(canvas.getByRole('textbox', { name: '내 답변' })).toHaveValue('저는 끈기가 강점입니다. 예를 들어');
    await expect(canvas.queryByRole('button', { name: '일시정지' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '처음으로' })).toBeNull();
    await waitFor(() => expect(serverOf(context).clock(first)?.answer).toBeGreaterThanOrEqual(45), { timeout: 4000 });
  },
};

/** A question whose time ran out stays over after a reload; the answer is still there to finish. */
export const TimeUpAfterReload: Story = {
  args: {
    screen: 'root',
    setup: {
      answers: { [`a.${first}`]: '저는 끈기가 강점입니다.' },
      keys: STORY_KEYS,
      clocks: { [first]: { phase: 'over', think: 20, answer: 60 } },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('답변 시간이 끝났습니다')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: '답변 시간' })).toHaveTextContent('00:00:00');
    await userEvent.click(canvas.getByRole('button', { name: '답변 마치기' }));
    await expect(await canvas.findByText('좋은 답변은')).toBeVisible();
    expect(serverOf(context).answer(`t.${first}`)).toEqual({ think: 20, answer: 60 });
  },
};

const done = { answers: answered, keys: STORY_KEYS, completed: true } satisfies FakeInterviewSetup;

/** First stage: every question's status and the time it took. */
export const FirstStage: Story = {
  args: { audience: 'consultant', subjectName: '한도윤', screen: 'first/result', setup: { ...done, rater: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/질문 3개 중 2개에 답했습니다, 1개는 건너뛰었습니다/)).toBeVisible();
    await expect(canvas.getByText('건너뜀')).toBeVisible();
  },
};

/** Second stage: the consultant scores an answer; the averages stand side by side, a gap of 1.5 marked. */
export const SecondStageRating: Story = {
  args: { audience: 'consultant', subjectName: '한도윤', screen: 'second/result', setup: { ...done, rater: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const card = within((await canvas.findAllByRole('region'))[0] as HTMLElement);
    for (const criterion of ['구체성', '논리', '직무 연관성', '전달'])
      await userEvent.click(
        within(card.getByRole('radiogroup', { name: `평가 점수: ${criterion}` })).getByRole('radio', { name: '5' }),
      );
    await userEvent.click(card.getByRole('button', { name: '점수 저장' }));
    await expect(await card.findByText('점수를 저장했습니다.')).toBeVisible();
    await expect(canvas.getAllByText('생각이 다름: 함께 이야기해 보세요').length).toBeGreaterThan(0);
    expect(serverOf(context).ratings().get(first)?.scores).toEqual({
      specific: 5,
      logic: 5,
      relevance: 5,
      delivery: 5,
    });
  },
};

/** Third stage: what each answer's text shows and how to improve it; a recorded answer plays back. */
export const ThirdStage: Story = {
  args: {
    audience: 'instructor',
    screen: 'third/result',
    setup: { ...done, rater: true, audio: { [first]: { type: 'audio/webm', data: 'GkXfo0AAAAAAAAAA', seconds: 12 } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/말버릇처럼 붙는 말이 2번/)).toBeVisible();
    await expect(canvas.getAllByText(/^이렇게 해 보세요:/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '녹음 듣기 (12초)' }));
    await expect(await canvas.findByLabelText('녹음한 답변 (12초)')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: '피드백 글 받기' })[0] as HTMLElement);
    await expect(await canvas.findByText('자동 조합 피드백', {}, { timeout: 6000 })).toBeVisible();
    await expect(canvas.getByText(/^좋은 답변은 이렇게 합니다: /)).toBeVisible();
  },
};

/** Fourth stage: strengths with their evidence, what to practise, release to the student, PDF. */
export const FourthStage: Story = {
  args: {
    audience: 'consultant',
    subjectName: '한도윤',
    screen: 'fourth/result',
    setup: { ...done, rater: true, ratings: { [first]: { scores: { specific: 5, logic: 4 }, comment: '좋습니다.' } } },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(wholeText('면접 연습 결과 · 한도윤님'))).toBeVisible();
    await expect(canvas.getByText(/평가자 점수 평균 5점/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '평가 점수와 의견을 학생에게 공개' }));
    await expect(await canvas.findByText('학생에게 공개했습니다')).toBeVisible();
    expect(serverOf(context).released()).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    // Its report holds on paper, in both copies.
    await expectWholeReport(context.canvasElement);
  },
};

/** The student before the rater releases their scores: their own side only. */
export const StudentBeforeRelease: Story = {
  args: {
    screen: 'action-item/result',
    setup: { ...done, ratings: { [first]: { scores: { specific: 5 }, comment: '좋습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/점수를 공개하면 여기에 나란히 보입니다/)).toBeVisible();
    await expect(canvas.queryByText(/평가자 점수 평균/)).toBeNull();
    // Feedback per answer from its own text already; the rater's scores and comment not yet.
    const review = canvas.getByRole('listitem', { name: '1번 질문 돌아보기' });
    await expect(within(review).getByText(/^좋은 답변은:/)).toBeVisible();
    await expect(within(review).getByText(/^스스로 매긴 점수: /)).toBeVisible();
    await expect(within(review).queryByText(/평가자 점수:|평가자 의견/)).toBeNull();
  },
};

/** The student once released: both sides, and action items. */
export const StudentAfterRelease: Story = {
  args: {
    screen: 'action-item/result',
    setup: { ...done, released: true, ratings: { [first]: { scores: { specific: 5 }, comment: '좋습니다.' } } },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: '평가자' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: /실천 계획$/ })).toBeVisible();
    // Each answer looked back on, with the rater's scores and comment now that they are released.
    const review = canvas.getByRole('listitem', { name: '1번 질문 돌아보기' });
    await expect(within(review).getByText(/\/ 평가자 점수: 구체성 5$/)).toBeVisible();
    await expect(within(review).getByText(wholeText('평가자 의견: 좋습니다.'))).toBeVisible();
    // Its report holds on paper, in both copies, and carries the same.
    const report = await expectWholeReport(canvasElement);
    await expect(report.text).toContain('평가자 의견: 좋습니다.');
  },
};
