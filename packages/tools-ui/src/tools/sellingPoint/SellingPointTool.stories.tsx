import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { createFakeSellingPoint, type FakeSellingPointServer } from './fixtures/fakeServer';
import { SellingPointTool } from './SellingPointTool';

const Harness = toolStory(SellingPointTool, createFakeSellingPoint);

const HOW = `**셀링 포인트 (selling-point/1)** 목표 직업(job)을 고르면 그 직업의 한국고용직업분류 중분류에 맞춘 역량 키워드
(직업기초능력 10가지에 묶인 우리 문장)가 나옵니다. 학생은 경험으로 보여 줄 수 있는 키워드를 다섯 개까지 고르고(kw), 키워드마다
경험을 적습니다(story.{key}).

- 문단은 경험을 적은 키워드만으로 만듭니다(자동 조합 초안은 세 가지 짜임을 차례로, AI 초안은 경험에 없는 숫자·이름을 표시).
- 만든 문단, 고쳐 쓴 문단이 모두 목록에 남아 비교할 수 있고, 목록은 비울 수 있습니다. 고른 문단(chosen)이 결과가 됩니다.`;

const meta = {
  title: 'Tools/SellingPointTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: HOW } } },
  loaders: [({ args }) => ({ server: createFakeSellingPoint(args.setup) })],
  render: (args, { loaded }) => <Harness {...args} server={loaded.server as FakeSellingPointServer} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.server as FakeSellingPointServer;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const aimed = { job: [11], kw: ['programming', 'debugging'] };
const told = { ...aimed, 'story.programming': '동아리 홈페이지를 직접 만들어 운영했다' };

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '내 강점을 직무의 말로 정리하기' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '셀링 포인트는 이렇게 진행합니다' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '목표 직업 고르기' }));
    await expect(await canvas.findByRole('textbox', { name: '직업 찾기' })).toBeVisible();
  },
};

/** An occupation found and picked; the keywords of its work picked, five at most. */
export const PickJobAndKeywords: Story = {
  args: { screen: 'root', setup: { answers: {} } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '직업 찾기' }), '개발');
    await userEvent.click(canvas.getByRole('button', { name: '찾기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '소프트웨어 개발자 고르기' }));
    await expect(await canvas.findByRole('checkbox', { name: '프로그래밍' })).toBeVisible();
    // The occupation's own core skills come as a set before its group's keywords.
    const core = canvas.getByRole('region', { name: '소프트웨어 개발자의 핵심 역량' });
    await expect(within(core).getByRole('checkbox', { name: '알고리즘' })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: '정보통신 연구개발직 및 공학기술직 분야에서 쓰는 역량' }),
    ).toBeVisible();
    for (const name of ['프로그래밍', '버전 관리', '문제 분해', '디버깅']) {
      await userEvent.click(canvas.getByText(name, { exact: true }));
    }
    const boxes = canvas.getAllByRole('checkbox');
    const fifth = boxes.find((box) => !(box as HTMLInputElement).checked) as HTMLElement;
    await userEvent.click(fifth);
    await expect(
      canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).disabled).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect((serverOf(context).answer('kw') as string[]).length).toBe(5), { timeout: 4000 });
    await expect(serverOf(context).answer('job')).toEqual([11]);
  },
};

/** A 데이터 분석가 is offered its own skills (통계, 시각화), not only the developers' keywords of its group. */
export const OccupationSkills: Story = {
  args: { screen: 'root', setup: { answers: {} } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '직업 찾기' }), '데이터');
    await userEvent.click(canvas.getByRole('button', { name: '찾기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '데이터 분석가 고르기' }));
    const core = await canvas.findByRole('region', { name: '데이터 분석가의 핵심 역량' });
    await expect(within(core).getAllByRole('checkbox')).toHaveLength(4);
    for (const name of ['데이터 분석', 'SQL', '통계', '시각화']) {
      await expect(within(core).getByRole('checkbox', { name })).toBeVisible();
    }
    const group = canvas.getByRole('region', { name: '정보통신 연구개발직 및 공학기술직 분야에서 쓰는 역량' });
    await expect(within(group).queryByRole('checkbox', { name: '데이터 분석' })).toBeNull();
  },
};

/** An experience per strength, one taken from a deep interview. */
export const Stories: Story = {
  args: {
    screen: 'select/story',
    setup: {
      answers: aimed,
      borrowed: [
        {
          run_id: 5,
          title: '학생회 축제 부스',
          story: '번호표를 만들어 줄을 줄였습니다.',
          created_at: '2026-11-20T03:00:00.000Z',
        },
      ],
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const programming = await canvas.findByRole('textbox', { name: '프로그래밍을 보여 준 경험' });
    await userEvent.type(programming, '동아리 홈페이지를 만들었다');
    const debugging = canvas.getByRole('region', { name: '디버깅' });
    await userEvent.click(within(debugging).getByRole('button', { name: '이 이야기 가져오기' }));
    await expect(within(debugging).getByRole('textbox')).toHaveValue('번호표를 만들어 줄을 줄였습니다.');
    await waitFor(() => expect(serverOf(context).answer('story.debugging')).toBe('번호표를 만들어 줄을 줄였습니다.'), {
      timeout: 4000,
    });
  },
};

/** Paragraphs made in turn, one rewritten and added, one picked, then saved and handed to self introduction. */
export const Paragraphs: Story = {
  args: { screen: 'self-introduce', setup: { answers: told } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '문단 만들기' }));
    await expect(await canvas.findByRole('heading', { name: '버전 1' }, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 만들기' }));
    await expect(await canvas.findByRole('heading', { name: '버전 2' }, { timeout: 8000 })).toBeVisible();
    const [second, first] = serverOf(context).intros().slice().reverse();
    await expect(second?.text).not.toBe(first?.text);
    await expect(first?.text).toContain('동아리 홈페이지를 직접 만들어 운영했습니다.');
    await expect(first?.text).not.toContain('디버깅');
    await userEvent.click(canvas.getByRole('button', { name: '버전 1 고쳐 쓰기' }));
    const edit = canvas.getByRole('textbox', { name: '버전 1 고쳐 쓰기' });
    await userEvent.clear(edit);
    await userEvent.type(edit, '제 말로 고친 문단입니다.');
    await userEvent.click(canvas.getByRole('button', { name: '새 버전으로 더하기' }));
    await userEvent.click(await canvas.findByRole('button', { name: '버전 3 이 문단 고르기' }));
    await userEvent.click(canvas.getByRole('button', { name: '이 문단으로 저장하기' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '나의 셀링 포인트' })).toBeVisible();
    await expect(canvas.getByText('제 말로 고친 문단입니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '자기소개서 초안으로 보내기' }));
    await expect(await canvas.findByText(/자기소개서의 '성장과정' 초안으로 보냈습니다/)).toBeVisible();
    await expect(serverOf(context).handed()).toEqual([{ key: 'growth', text: '제 말로 고친 문단입니다.' }]);
  },
};

/** A provider's paragraph with a fact the experiences never had: flagged. */
export const ParagraphWithNewFacts: Story = {
  args: { screen: 'self-introduce', setup: { answers: told, provider: 'ai' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '문단 만들기' }));
    await expect(await canvas.findByText(/확인이 필요한 내용: .*3년/, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Clearing the list asks first, and takes the pick with it. */
export const ClearList: Story = {
  args: {
    screen: 'self-introduce',
    setup: { answers: { ...told, chosen: [1] }, intros: [{ text: '첫 문단입니다.', source: 'draft' }] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: '버전 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '목록 비우기' }));
    const dialog = await body(context.canvasElement).findByRole('alertdialog', { name: '목록을 비울까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '비우기' }));
    await expect(await canvas.findByText('아직 만든 문단이 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이 문단으로 저장하기' })).toBeDisabled();
    await waitFor(() => expect(serverOf(context).answer('chosen')).toEqual([]), { timeout: 4000 });
  },
};

/** Without an experience, a paragraph is refused in place. */
export const NoExperience: Story = {
  args: { screen: 'self-introduce', setup: { answers: aimed } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '문단 만들기' }));
    await expect(await canvas.findByText(/고른 강점 하나 이상에 경험을 적어 주세요/)).toBeVisible();
  },
};

/** The result of a past run, and its plan. */
export const ActionItemResult: Story = {
  args: {
    screen: 'action-item/result',
    setup: {
      answers: { ...told, chosen: [1] },
      intros: [{ text: '고른 문단입니다.', source: 'typed' }],
      completed: true,
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '나의 셀링 포인트' })).toBeVisible();
    await expect(canvas.getByText('동아리 홈페이지를 직접 만들어 운영했다')).toBeVisible();
    await expect(canvas.getByText('경험을 적지 않았습니다.')).toBeVisible();
    // Only the strength with an experience is called a selling point; the other is still to prove.
    await expect(canvas.getAllByText(/셀링 포인트는 ‘프로그래밍’입니다/)[0]).toBeVisible();
    await expect(canvas.getAllByText(/‘디버깅’도 골랐지만 아직 경험을 적지 않아/)[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: /실천 계획$/ })).toBeVisible();
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

/** A consultant runs it for a student. */
export const Consultant: Story = {
  args: { audience: 'consultant', subjectName: '최민준', screen: 'root', setup: { answers: aimed } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/최민준/)).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: '프로그래밍' })).toBeChecked();
  },
};
