import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { CareerModelTool } from './CareerModelTool';
import { createFakeCareerModel, EMPTY_BASIS, type FakeCareerModelServer } from './fixtures/fakeServer';

const Harness = toolStory(CareerModelTool, createFakeCareerModel);

const HOW = `**커리어 모델 (career-model/1)** 학생이 볼 수 있는 최근 결과(상담 후 공개로 묶인 결과는 제외)를 모읍니다: 흥미 코드(성격 유형, 없으면 직업 카드),
커리어 앵커(두 번째가 동점이면 첫 번째만), 코어 컬러링의 강한 코어와 키우고 싶은 코어, 직업 카드에서 끌린 직업, 학력(목표)과 전공.

- 직업: 흥미 코드와의 적합도(Iachan M 지수, 0~100)가 첫째 기준, 다음은 학력 차이, 끌린 직업, 앵커가 자주 찾는 분야(한국고용직업분류 대분류), 강한 코어가 기우는 흥미 유형(직업 코드의 1·2번째 글자). 코드가 없으면 적합도를 말하지 않고 다른 결과가 닿는 직업만 추천합니다.
- 추천마다 어떤 결과에서 나왔는지, 어떤 결과 없이 만들었는지 밝히고 그 도구를 권합니다.
- 전공과 교육·훈련은 고른 직업(3개까지)에 이어지는 것을, 더 많은 직업에 이어지는 것부터 보여 줍니다.
- 상담사는 준비도(정보 수집, 적합성 확인, 실행 계획, 필요한 지원)를 점검하고, 점검은 결과와 함께 저장됩니다.`;

const meta = {
  title: 'Tools/CareerModelTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: HOW } } },
  loaders: [({ args }) => ({ server: createFakeCareerModel(args.setup) })],
  render: (args, { loaded }) => <Harness {...args} server={loaded.server as FakeCareerModelServer} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.server as FakeCareerModelServer;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '지금까지의 결과로 그리는 진로' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '내 결과 모으기' })).toBeVisible();
  },
};

/** The results gathered, a tied second anchor said, what is missing named; education asked. */
export const Gathered: Story = {
  args: { screen: 'root', setup: { answers: {} } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/SIA \(성격 유형/)).toBeVisible();
    await expect(canvas.getByText(/두 번째 앵커는 정해지지 않았습니다/)).toBeVisible();
    await expect(canvas.getByText(/끌린다고 고른 직업을 앞에 두지 못했습니다/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음: 직업 추천' })).toBeDisabled();
    await userEvent.click(canvas.getByText('대학 졸업', { exact: true }));
    await waitFor(() => expect(serverOf(context).answer('education')).toBe('bachelor'), { timeout: 4000 });
    // The major from the class list is shown, not saved: the server reads it from there (issue 35).
    await expect(canvas.getByRole('textbox', { name: '전공 (선택)' })).toHaveValue('사회복지학과');
    await expect(serverOf(context).answer('major')).toBeUndefined();
    await expect(canvas.getByRole('button', { name: '다음: 직업 추천' })).toBeEnabled();
  },
};

/** Occupations with their fit and what carried each; two chosen, then majors for them. */
export const ChooseJobs: Story = {
  args: { screen: 'recommend/job', setup: { answers: { education: 'graduate', major: '사회복지학과' } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('상담 전문가')).toBeVisible();
    await expect(canvas.getAllByText(/^성격 유형 결과의 직업 코드/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/커리어 앵커 봉사·헌신을 중시하는/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByText('상담 전문가 고르기'));
    await userEvent.click(canvas.getByText('사회복지사 고르기'));
    await waitFor(() => expect(serverOf(context).answer('jobs')).toEqual([3, 2]), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: '다음: 전공 추천' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '추천 전공' })).toBeVisible();
    await expect(await canvas.findByText('사회복지학과')).toBeVisible();
    await expect(canvas.getByText('지금 전공')).toBeVisible();
  },
};

/** Without any result: no fit claimed, nothing invented; the tools to take are named. */
export const NothingYet: Story = {
  args: { screen: 'recommend/job', setup: { answers: { education: 'bachelor' }, basis: EMPTY_BASIS } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('추천할 근거가 아직 없습니다')).toBeVisible();
    await expect(canvas.getByText(/흥미 코드와의 적합도 없이 만들었습니다/)).toBeVisible();
    await expect(canvas.queryByText(/적합도 \d+/)).toBeNull();
  },
};

/** Training paths chosen, saved; the paths and jobs become next steps. */
export const SaveWithPaths: Story = {
  args: { screen: 'recommend/edu', setup: { answers: { education: 'bachelor', jobs: [2, 3] } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByText('사회복지사 2급 알아보기'));
    await waitFor(() => expect(serverOf(context).answer('paths')).toEqual([21]), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: '저장하고 실천 계획 세우기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /실천 계획$/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '고른 직업' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '알아볼 교육·훈련' })).toBeVisible();
    // The takeaway says the goal first; its next steps are the plan's suggestions too.
    await expect(canvas.getByRole('heading', { level: 2, name: /커리어 모델의 목표 직업은 ‘/ })).toBeVisible();
    await expect(canvas.getAllByText(/'사회복지사 2급'의 일정과 신청 방법을 알아봅니다/)[0]).toBeVisible();
    // Its report holds on paper, in both copies.
    await expectWholeReport(context.canvasElement);
  },
};

/** The consultant checks readiness; the check is kept with the result. */
export const ConsultantCheck: Story = {
  args: {
    audience: 'consultant',
    subjectName: '한도윤',
    screen: 'check/result',
    setup: { answers: { education: 'bachelor', jobs: [2] } },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const save = await canvas.findByRole('button', { name: '점검을 저장하고 마치기' });
    await expect(save).toBeDisabled();
    for (const [area, level] of [
      ['정보 수집', '일부 준비됨'],
      ['적합성 확인', '준비됨'],
      ['실행 계획', '아직'],
    ] as const)
      await userEvent.click(within(canvas.getByRole('radiogroup', { name: area })).getByText(level, { exact: true }));
    await userEvent.click(canvas.getByText('교육·훈련·자격 연계'));
    await userEvent.click(save);
    await expect(await canvas.findByRole('heading', { name: '상담사 준비도 점검' })).toBeVisible();
    await expect(canvas.getByText(/필요한 지원: 교육·훈련·자격 연계/)).toBeVisible();
    expect(serverOf(context).check()).toMatchObject({ info: 'partly', fit: 'ready', plan: 'not_yet' });
    // Its report holds on paper, in both copies.
    await expectWholeReport(context.canvasElement);
  },
};
