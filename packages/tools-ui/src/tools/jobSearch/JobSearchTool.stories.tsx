import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { createFakeJobSearch, type FakeJobSearchServer } from './fixtures/fakeServer';
import { JobSearchTool } from './JobSearchTool';

const Harness = toolStory(JobSearchTool, createFakeJobSearch);

const HOW = `**구직 탐색 (job-search/1)** 관심 분야(groups, 중분류 5개까지)와 희망 조건(regions, employment, stage, hours, weeks)을
고르면 계획을 만듭니다(job-search-plan/1).

- 목표 직무: 고른 분야의 직업을 학생의 성격 유형 코드(없으면 직업 카드 코드)와의 맞는 정도(Iachan M 지수, 0~100)로 줄 세웁니다. 코드가 없으면 맞는 정도를 말하지 않습니다. 상담 후 공개로 묶인 결과는 쓰지 않습니다.
- 검색어, 역량, 근거는 참고 자료에서, 주차별 활동은 우리 문장에서 옵니다. 안내 글은 계획만으로 쓰며(자동 조합 초안), AI 초안이 계획에 없는 숫자·이름을 쓰면 표시합니다.
- 저장하면 주차마다 실천 계획이 제안됩니다.`;

const meta = {
  title: 'Tools/JobSearchTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: HOW } } },
  loaders: [({ args }) => ({ server: createFakeJobSearch(args.setup) })],
  render: (args, { loaded }) => <Harness {...args} server={loaded.server as FakeJobSearchServer} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.server as FakeJobSearchServer;
const chosen = { groups: ['13'], stage: 'new', regions: ['광주'], employment: ['permanent'], weeks: 4 };

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '따라 할 수 있는 구직 계획' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '관심 분야 고르기' })).toBeVisible();
  },
};

/** Groups by their major group; one with no occupations cannot be picked. */
export const PickGroups: Story = {
  args: { screen: 'root', setup: { answers: {} } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByText('정보통신 연구개발직 및 공학기술직'));
    await expect(canvas.getByRole('checkbox', { name: /제조 연구개발직/ })).toBeDisabled();
    await waitFor(() => expect(serverOf(context).answer('groups')).toEqual(['13']), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: '다음: 희망 조건' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '희망 조건' })).toBeVisible();
  },
};

/** Conditions chosen; the check says what is missing, then goes on to the plan. */
export const Conditions: Story = {
  args: { screen: 'check/interest', setup: { answers: { groups: ['13'] } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '확인하고 계획 만들기' }));
    await expect(await canvas.findByText('경력 단계를 골라 주세요.')).toBeVisible();
    await userEvent.click(canvas.getByText('신입', { exact: true }));
    await userEvent.click(canvas.getByText('정규직', { exact: true }));
    await userEvent.click(canvas.getByText('광주', { exact: true }));
    await userEvent.click(canvas.getByText('6주', { exact: true }));
    await userEvent.click(canvas.getByRole('button', { name: '확인하고 계획 만들기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '구직 계획' })).toBeVisible();
    await expect(serverOf(context).answer('weeks')).toBe(6);
  },
};

/** A plan whose titles fit the student's code, with why; saved, its weeks become the plan's suggestions. */
export const PlanWithCode: Story = {
  args: { screen: 'gpt/result', setup: { answers: chosen, code: { code: 'IRC', source: 'ptid' } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '계획 만들기' }));
    await expect(await canvas.findByRole('heading', { name: '목표 직무' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(/성격 유형 결과의 유형 코드 IRC/)).toBeVisible();
    await expect(canvas.getByText('맞는 정도 100')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '4주 계획' })).toBeVisible();
    await expect(canvas.getByText(/희망 조건은 지역 광주, 정규직, 신입입니다/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이 계획으로 저장하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /실천 계획$/ })).toBeVisible();
    await expect(serverOf(context).saved(1)?.summary).toMatch(/^소프트웨어 개발자, /);
  },
};

/**
 * For a 신입, a title one enters only after years as a nurse comes after those one can apply to now,
 * marked 먼 목표 and saying what it takes; the text names it apart and does not search for it.
 */
export const PlanWithStretch: Story = {
  args: {
    screen: 'gpt/result',
    setup: { answers: { ...chosen, groups: ['30'] }, code: { code: 'SIR', source: 'ptid' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '계획 만들기' }));
    const titles = await canvas.findByRole('region', { name: '목표 직무' }, { timeout: 8000 });
    const last = within(titles).getAllByRole('listitem').at(-1) as HTMLElement;
    await expect(last).toHaveTextContent(/^전문간호사/);
    await expect(within(last).getByText('먼 목표')).toBeVisible();
    await expect(last).toHaveTextContent(
      '다만 보통 간호사 경력을 쌓은 뒤 맡는 자리라 신입으로 바로 지원하기는 어렵습니다.',
    );
    await expect(canvas.getByText(/ 전문간호사는 경력이나 학위를 먼저 쌓아야 하는 자리라/)).toBeVisible();
    const words = canvas.getByRole('region', { name: '채용 사이트 검색어' });
    await expect(within(words).queryByText('전문간호사')).toBeNull();
  },
};

/** Without a code, no fit is claimed. */
export const PlanWithoutCode: Story = {
  args: { screen: 'gpt/result', setup: { answers: chosen } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '계획 만들기' }));
    await expect(await canvas.findByText(/결과가 없어 맞는 정도 없이/, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByText(/맞는 정도 \d+/)).toBeNull();
  },
};

/** A provider's text with numbers the plan never had: flagged. */
export const PlanWithNewFacts: Story = {
  args: { screen: 'gpt/result', setup: { answers: chosen, provider: 'ai' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '계획 만들기' }));
    await expect(await canvas.findByText(/확인이 필요한 내용: .*200명/, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The plan kept, and its weeks offered as action items. */
export const ActionItemResult: Story = {
  args: { screen: 'gpt/result', setup: { answers: chosen, code: { code: 'IRC', source: 'ptid' } } },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '계획 만들기' }));
    await expect(await canvas.findByRole('heading', { name: '목표 직무' }, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이 계획으로 저장하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /실천 계획$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: /구직 계획의 목표 직무는 ‘/ })).toBeVisible();
    await expect(canvas.getAllByText(/^1주차: /)[0]).toBeVisible();
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

export const Consultant: Story = {
  args: { audience: 'consultant', subjectName: '최민준', screen: 'root', setup: { answers: chosen } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/최민준/)).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: /정보통신 연구개발직/ })).toBeChecked();
  },
};

export const LoadError: Story = {
  args: { screen: 'root', setup: { failures: { category: 1 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('관심 분야를 불러오지 못했습니다')).toBeVisible();
  },
};
