import type { Audience } from '@career/api-sdk';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogHost } from '../../shell/dialog';
import { ToolHarness } from '../framework/fixtures/ToolHarness';
import { CoreColoringTool } from './CoreColoringTool';
import {
  coloredAnswers,
  coloring,
  edgeAnswers,
  fewColoredAnswers,
  flatAnswers,
  lastPageLeft,
  nearTieAnswers,
  noRedAnswers,
  PROFILE,
  pastAnswers,
  profileAnswers,
  sameAnswers,
} from './fixtures/answers';
import { createFakeCoreColoring, type FakeCoreColoringServer, type FakeCoreColoringSetup } from './fixtures/fakeServer';
import { fixtureQuestions } from './fixtures/questions';
import { walkThrough } from './fixtures/walk';

interface HarnessProps {
  screen: string;
  audience?: Audience;
  subjectName?: string;
  /** What the in-memory server holds when the story starts (its loader makes the server). */
  setup?: FakeCoreColoringSetup;
  server?: FakeCoreColoringServer;
}

/** The tool with an in-memory server, its own navigation and the dialog host, as a host app gives them. */
function Harness({ screen, audience, subjectName, setup, server: given }: HarnessProps) {
  const [server] = useState(() => given ?? createFakeCoreColoring(setup));
  return (
    <>
      <ToolHarness
        Tool={CoreColoringTool}
        server={server}
        screen={screen}
        audience={audience}
        subjectName={subjectName}
      />
      <DialogHost />
    </>
  );
}

/** The scoring, as the server does it (@career/tool-logic coreColoring, docs/decisions/015 and 017). */
const SCORING = `**채점 (core-coloring/1)** 1라운드에서 문장마다 빨강(지금의 나) 2점, 노랑(가끔의 나) 1점, 초록(되고 싶은 나)과
해당 없음 0점. 2라운드에서 빨강 문장 가운데 가장 나다운 문장을 5개까지 고르면 한 문장에 2점을 더합니다. 코어 점수 = 2×빨강 + 노랑
+ 2×고른 문장, 같으면 격자 순서(C1…C9)로 순위를 정합니다.

- 지금의 강도(가로) = (2×빨강 + 노랑) ÷ (2×그 코어의 문장 수), 되고 싶은 마음(세로) = 초록 ÷ 문장 수.
- 사분면: 강도 0.5 이상이면 강함, 마음 0.25(8개 중 2개) 이상이면 바람. 강점 유지·성장 목표·잠재 강점·관심 밖.
- 격자 색의 진하기: 강도 0이면 0단계, 그 밖에는 네 단계.
- 솔직한 결과: 3위와 4위가 1점 이내(4위를 함께 알림), 아홉 코어의 강도가 0.25 이내로 고름, 모든 문장이 같은 색, 절반 넘게 색칠하지 않음.`;

const meta = {
  title: 'Tools/CoreColoringTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: SCORING } } },
  // A fresh server per story, which the play functions read to check what was kept.
  loaders: [({ args }) => ({ server: createFakeCoreColoring(args.setup) })],
  render: (args, { loaded }) => <Harness {...args} server={loaded.server as FakeCoreColoringServer} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.server as FakeCoreColoringServer;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const textOf = (id: number) => fixtureQuestions.statements.find((statement) => statement.id === id)?.text ?? '';
const completed = (answers: Record<string, unknown>, more: FakeCoreColoringSetup = {}): FakeCoreColoringSetup => ({
  answers,
  completed: true,
  ...more,
});

// ── Before and during the coloring ─────────────────────────────────────────────────────────────

/** The front page: what the tool gives, how long it takes, and a start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '문장을 색칠하며 찾는 나의 아홉 코어' }),
    ).toBeVisible();
    await expect(canvas.getByText('72문장 · 약 15분')).toBeVisible();
    await expect(canvas.getByText(/아직 저장된 결과가 없습니다/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '이렇게 색칠합니다' })).toBeVisible();
  },
};

/** A returning user is told where they were, and goes on from that page. */
export const Resuming: Story = {
  args: { setup: { answers: coloring(PROFILE, [], [4, 5, 6, 7]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/72개 문장 중 36개를 색칠했습니다. 5쪽부터 남은 36개 문장을 이어서 칠합니다./),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이어서 하기' }));
    await expect(await canvas.findByText('5 / 8 쪽')).toBeVisible();
  },
};

/** Starting over asks first; the open run is left, the past results stay. */
export const StartOver: Story = {
  args: { setup: { answers: lastPageLeft, past: [pastAnswers[1] ?? {}] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.click(await canvas.findByRole('button', { name: '처음부터 다시' }));
    const dialog = await body(context.canvasElement).findByRole('alertdialog', { name: '처음부터 다시 할까요?' });
    await expect(within(dialog).getByText(/지금까지 답한 63개는 이어서 할 수 없게 됩니다/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '처음부터 다시' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '이렇게 색칠합니다' })).toBeVisible();
    await expect(server.log).toContain('start');
    await expect(server.answer('c1')).toBeUndefined();
    await expect(server.saved(1)).toBeDefined();
  },
};

/** Past results by their time and what each said; one opens on the result screens. */
export const PastResults: Story = {
  args: { setup: { past: pastAnswers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findAllByRole('button', { name: /결과 보기$/ });
    await expect(open).toHaveLength(2);
    await expect(open[1]).toHaveAccessibleName(/^2026년 3월 10일 .+ · .+ · .+ · .+ 결과 보기$/);
    await userEvent.click(open[1] as HTMLElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
    await expect(canvas.getByText(/2026년 3월 10일 .*의 결과입니다/)).toBeVisible();
  },
};

export const Introduce: Story = {
  args: { screen: 'introduce' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '이렇게 색칠합니다' })).toBeVisible();
    const grid = canvas.getByRole('table', { name: /아홉 가지 코어/ });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['나', '관계', '일']);
    await expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['생각', '마음', '행동']);
    await expect(canvas.getByText('빨강 · 지금의 나')).toBeVisible();
    await expect(canvas.getByText('초록 · 되고 싶은 나')).toBeVisible();
  },
};

/** Colors saved as chosen; the number keys choose and move on to the next statement. */
export const Checklist: Story = {
  args: { screen: 'checklist', setup: { answers: coloring(PROFILE, [], [2, 3, 4, 5, 6, 7]) } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await expect(await canvas.findByText('3 / 8 쪽')).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: '색칠한 문장' });
    await expect(progress).toHaveAttribute('aria-valuenow', '18');
    const first = canvas.getByRole('radiogroup', { name: new RegExp(textOf(19).slice(0, 10)) });
    await userEvent.click(within(first).getByRole('radio', { name: '지금의 나' }));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '19'));

    const second = canvas.getByRole('radiogroup', { name: new RegExp(textOf(20).slice(0, 10)) });
    within(second).getAllByRole('radio')[0]?.focus();
    await userEvent.keyboard('3');
    await expect(within(second).getByRole('radio', { name: '되고 싶은 나' })).toBeChecked();
    const third = canvas.getByRole('radiogroup', { name: new RegExp(textOf(21).slice(0, 10)) });
    await waitFor(() => expect(third).toContainElement(document.activeElement as HTMLElement));

    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
    await waitFor(() => expect(server.answer('c19')).toBe('red'));
    await expect(server.answer('c20')).toBe('green');
  },
};

/** Going on with statements left uncolored says how many and on which pages, and opens the first. */
export const ChecklistNotDone: Story = {
  args: {
    screen: 'checklist',
    setup: {
      answers: Object.fromEntries(Object.entries(coloredAnswers).filter(([item]) => !['c12', 'c70'].includes(item))),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 / 8 쪽')).toBeVisible();
    for (let page = 2; page < 8; page++) await userEvent.click(canvas.getByRole('button', { name: '다음 쪽' }));
    await userEvent.click(canvas.getByRole('button', { name: '가장 나다운 문장 고르기' }));
    await expect(await canvas.findByText('아직 색칠하지 않은 문장이 2개 있습니다')).toBeVisible();
    await expect(canvas.getByText(/2쪽, 8쪽에 남아 있습니다/)).toBeVisible();
    await expect(canvas.getByText('2 / 8 쪽')).toBeVisible();
    await expect(canvas.getByText('아직 색을 고르지 않았습니다.')).toBeVisible();
  },
};

/** A coloring screen reached with no run under way points back to the start. */
export const ChecklistWithoutRun: Story = {
  args: { screen: 'checklist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('진행 중인 검사가 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '처음 화면으로' }));
    await expect(await canvas.findByRole('button', { name: '시작하기' })).toBeVisible();
  },
};

/** Round 2: only red statements, a live count, at most five. */
export const Root: Story = {
  args: { screen: 'root', setup: { answers: coloredAnswers } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await expect(await canvas.findByText('0 / 5개 골랐습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '결과 보기' })).toBeDisabled();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(21);
    for (const id of [2, 5, 14, 23, 9]) await userEvent.click(canvas.getByRole('checkbox', { name: textOf(id) }));
    await expect(canvas.getByText('5 / 5개 골랐습니다')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: textOf(11) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '결과 보기' })).toBeEnabled();
    await waitFor(() => expect(server.answer('root')).toEqual([2, 5, 14, 23, 9]));
  },
};

/** Nothing colored red: round 2 is explained away, and the result is one press off. */
export const RootWithoutRed: Story = {
  args: { screen: 'root', setup: { answers: noRedAnswers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('빨강으로 칠한 문장이 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
  },
};

/** Scoring that fails says so and tries again. */
export const RootScoringFails: Story = {
  args: { screen: 'root', setup: { answers: profileAnswers, failures: { nineCoreResult: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByText('결과를 계산하지 못했습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
  },
};

// ── Results ───────────────────────────────────────────────────────────────────────────────────

/** The 3×3 grid with strength in colour and words, the top three and why, the round result. */
export const NineCoreResult: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { past: pastAnswers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: /아홉 코어의 강도/ });
    const first = within(grid).getByRole('cell', { name: /★ 1위/ });
    await expect(first).toHaveTextContent(/공감력강도 3\/4.*점수 15/);
    await expect(canvas.getByRole('heading', { level: 3, name: '★ 2위 · 관계 통찰' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4, name: '왜 이 결과인가요?' })).toHaveLength(3);
    await expect(canvas.getAllByText('2라운드에서 고름')).toHaveLength(3);
    await expect(canvas.getByText('관계 통찰: 3위 → 2위 (▲ 1계단 올랐습니다)')).toBeVisible();
    await expect(canvas.queryByText('결과를 읽기 전에')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '지난 결과와 비교' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '매트릭스 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '지금의 나와 되고 싶은 나' })).toBeVisible();
  },
};

/** How well the result fits: a five-point scale and a comment, kept with the result. */
export const Feedback: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.click(await canvas.findByRole('radio', { name: '4점 잘 맞는다' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: '하고 싶은 말 (선택)' }),
      '공감력은 맞는데 실행력은 의외예요.',
    );
    await userEvent.click(canvas.getByRole('button', { name: '소감 저장' }));
    await expect(await canvas.findByText('소감을 저장했습니다.')).toBeVisible();
    await expect(canvas.getByText(/남긴 소감: 4점 잘 맞는다 — 공감력은 맞는데/)).toBeVisible();
    await expect(server.feedbackOf(1)).toMatchObject({ fit: 4, comment: '공감력은 맞는데 실행력은 의외예요.' });
  },
};

/** Feedback given before is shown and can be changed. */
export const SavedFeedback: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { feedback: { fit: 5, comment: '딱 저예요.' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/남긴 소감: 5점 아주 잘 맞는다 — 딱 저예요./)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5점 아주 잘 맞는다' })).toBeChecked();
  },
};

/** The third and the fourth core a point apart: said plainly, the runner-up named. */
export const NearTie: Story = {
  args: { screen: '9core/result', setup: completed(nearTieAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('결과를 읽기 전에')).toBeVisible();
    await expect(canvas.getByText(/3위 관계 통찰과 4위 기획력의 점수가 1점 안으로 가까워/)).toBeVisible();
  },
};

/** An even profile: read the grid as a whole. */
export const Flat: Story = {
  args: { screen: '9core/result', setup: completed(flatAnswers) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/아홉 코어의 강도가 고르게 비슷합니다/)).toBeVisible();
  },
};

/** Every statement the same color: the result says little, and the screen says so. */
export const SameAnswers: Story = {
  args: { screen: '9core/result', setup: completed(sameAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/모든 문장을 같은 색으로 칠해 코어 사이의 차이가 드러나지 않았습니다/),
    ).toBeVisible();
    await expect(canvas.getByText(/2라운드에서 고른 문장이 없어 1라운드의 순위가 그대로/)).toBeVisible();
  },
};

/** Most statements left as "해당 없음". */
export const FewColored: Story = {
  args: { screen: '9core/result', setup: completed(fewColoredAnswers) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/절반이 넘는 58개를 '해당 없음'으로 두어/)).toBeVisible();
  },
};

export const ResultLoading: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { hang: ['nineCoreResult'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
    await expect(canvas.getByText('결과를 불러오는 중')).toBeInTheDocument();
  },
};

export const ResultError: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { failures: { nineCoreResult: 1 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '결과를 불러오지 못했습니다' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('table', { name: /아홉 코어의 강도/ })).toBeVisible();
  },
};

/** Each core on strength × desire, drawn and listed. */
export const MatrixResult: Story = {
  args: { screen: 'matrix/result', setup: completed(profileAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await canvas.findByRole('img', {
      name: /강점 유지: 공감력, 실행력. 성장 목표: 자기 존중, 열정, 자기 관리/,
    });
    await expect(plot).toBeVisible();
    await expect(plot.querySelectorAll('circle')).toHaveLength(9);
    const table = canvas.getByRole('table', { name: /사분면별 코어/ });
    await expect(within(table).getByRole('row', { name: /잠재 강점/ })).toHaveTextContent(
      '관계 통찰 (강도 56% · 바람 0%)',
    );
    await userEvent.click(canvas.getByRole('button', { name: '사분면 설명 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '네 사분면 읽는 법' })).toBeVisible();
  },
};

/** Boxes on screen that overlap by more than a hair (touching edges do not count). */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/**
 * Cores at the plot's very edges: their dots and names stay clear of the quadrants' names, which
 * stand in bands above and below the area the cores sit in (the PDF draws the same SVG).
 */
export const MatrixAtTheEdges: Story = {
  args: { screen: 'matrix/result', setup: completed(edgeAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await canvas.findByRole('img', { name: /잠재 강점: 탐구심, 관계 통찰, 기획력/ });
    const texts = [...plot.querySelectorAll('text')];
    const quadrantNames = texts.filter((text) =>
      ['강점 유지', '성장 목표', '잠재 강점', '관심 밖'].includes(text.textContent ?? ''),
    );
    await expect(quadrantNames).toHaveLength(4);
    const others = [...plot.querySelectorAll('circle'), ...texts.filter((text) => !quadrantNames.includes(text))];
    await expect(others.length).toBeGreaterThan(9);
    for (const name of quadrantNames) {
      const covered = others.filter((other) => overlap(name.getBoundingClientRect(), other.getBoundingClientRect()));
      await expect(
        covered.map((other) => other.textContent || other.tagName),
        name.textContent ?? '',
      ).toEqual([]);
    }
  },
};

export const MatrixExplain: Story = {
  args: { screen: 'matrix/explain', setup: completed(profileAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grow = await canvas.findByRole('region', { name: '성장 목표' });
    await expect(within(grow).getByText('자기 존중, 열정, 자기 관리')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** Suggestions grouped by why, each with its time. */
export const RecommendActionItem: Story = {
  args: { screen: 'recommend/action-item', setup: completed(profileAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '강한 코어: 공감력' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '키우고 싶은 코어: 열정' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    await expect(canvas.getAllByText('7일 안에').length).toBeGreaterThan(0);
  },
};

/** A suggestion taken keeps its date; the plan is kept with the result as it is made. */
export const ActionItemResult: Story = {
  args: { screen: 'action-item/result', setup: completed(profileAnswers) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.click(
      await canvas.findByRole('button', { name: /미뤄 둔 일 하나를 골라 30분 동안 첫 단계를 끝내기 담기/ }),
    );
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
    const [item] = server.saved(1)?.action_items ?? [];
    await expect(item).toMatchObject({ content: '미뤄 둔 일 하나를 골라 30분 동안 첫 단계를 끝내기', suggested: true });
    await expect(item?.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  },
};

/** This result beside a past one: two grids and the change of each core. */
export const Compare: Story = {
  args: { screen: '9core/compare', setup: completed(profileAnswers, { past: pastAnswers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: /지난 결과 · 2026년 6월 2일/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /이번 결과 · 2026년 11월 24일/ })).toBeVisible();
    const changes = canvas.getByRole('table', { name: '코어별 점수 변화' });
    await expect(within(changes).getAllByRole('row')).toHaveLength(10);
    await expect(within(changes).getByRole('row', { name: /공감력/ })).toHaveTextContent(/▲ \d+점 올랐습니다/);
    await userEvent.click(canvas.getByRole('button', { name: /비교할 결과/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /2026년 3월 10일/ }));
    await expect(await canvas.findByRole('table', { name: /지난 결과 · 2026년 3월 10일/ })).toBeVisible();
  },
};

/** Nothing to compare with: said, with the way back. */
export const CompareWithoutPast: Story = {
  args: { screen: '9core/compare', setup: completed(profileAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('비교할 지난 결과가 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '9코어 결과로' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
  },
};

// ── Loading ───────────────────────────────────────────────────────────────────────────────────

export const Loading: Story = {
  args: { setup: { hang: ['questions'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('문장을 불러오는 중')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { setup: { failures: { questions: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '다시 시도' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '문장을 색칠하며 찾는 나의 아홉 코어' }),
    ).toBeVisible();
  },
};

// ── The whole tool, by audience ────────────────────────────────────────────────────────────────

const walkSetup: FakeCoreColoringSetup = { answers: lastPageLeft, past: [pastAnswers[1] ?? {}] };

export const ConsultantFlow: Story = {
  args: { audience: 'consultant', subjectName: '최민준', setup: walkSetup },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText('코어 컬러링 · 최민준님')).toBeVisible();
    await walkThrough(context.canvasElement, serverOf(context), { canCompare: true });
  },
};

export const UserFlow: Story = {
  args: { setup: walkSetup },
  play: async (context) => walkThrough(context.canvasElement, serverOf(context), { canCompare: true }),
};

/** The instructor's screens have no comparison (spec §2), even with a past result. */
export const InstructorWithoutCompare: Story = {
  args: {
    screen: '9core/result',
    audience: 'instructor',
    subjectName: '윤하람',
    setup: completed(profileAnswers, { past: pastAnswers }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('코어 컬러링 · 윤하람님')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '매트릭스 보기' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '지난 결과와 비교' })).toBeNull();
  },
};
