import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wholeText } from '../../internal/wholeText';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { CoreColoringTool } from './CoreColoringTool';
import {
  allGreenAnswers,
  allRedAnswers,
  coloredAnswers,
  coloring,
  edgeAnswers,
  fewColoredAnswers,
  flatAnswers,
  lastPageLeft,
  markedAnswers,
  nearTieAnswers,
  noneAnswers,
  noRedAnswers,
  PROFILE,
  pastAnswers,
  profileAnswers,
  sameAnswers,
  tiedAnswers,
} from './fixtures/answers';
import { createFakeCoreColoring, type FakeCoreColoringServer, type FakeCoreColoringSetup } from './fixtures/fakeServer';
import { fixtureQuestions } from './fixtures/questions';
import { walkThrough } from './fixtures/walk';
import { QUADRANT_COLOR } from './screens/palette';

const Harness = toolStory(CoreColoringTool, createFakeCoreColoring);

/** The scoring, as the server does it (@career/tool-logic coreColoring, docs/decisions/015 and 017). */
const SCORING = `**채점 (core-coloring/2)** 1라운드에서 문장마다 빨강(지금의 나) 3점, 노랑(가끔의 나) 1점(빨강의 3분의 1, 일부만 셈),
초록(되고 싶은 나)과 해당 없음 0점. 빨강이나 노랑 문장에는 ‘더 키우고 싶어요’를 함께 표시할 수 있습니다(숫자 키 5): 바람은 색과 따로 묻습니다.
2라운드에서 빨강 문장 가운데 가장 나다운 문장을 5개까지(같은 문장은 한 번만) 고르면 한 문장에 3점을 더합니다.
코어 점수 = 3×빨강 + 노랑 + 3×고른 문장, 같으면 격자 순서(C1…C9)로 놓고 결과에 그렇게 적습니다.

- 지금의 강도(가로) = (3×빨강 + 노랑) ÷ (3×그 코어의 문장 수): 노랑만으로 칠한 코어는 33%로 강함(50%)에 닿지 않습니다.
- 되고 싶은 마음(세로) = (초록 + ‘더 키우고 싶어요’ 표시한 빨강·노랑) ÷ 문장 수.
- 사분면: 강도 0.5 이상이면 강함, 마음 0.25(8개 중 2개) 이상이면 바람. 강점 유지·성장 목표·지금의 강점(바람 표시 없음)·드러나지 않은 코어.
- 가장 강한 코어: 점수가 있는 코어 가운데 세 개까지. 빨강·노랑이 하나도 없거나 아홉 코어가 모두 같으면 꼽지 않고, 그 까닭과 대신 할 일을 말합니다.
- 응답의 질(quality): 너무 빠른 색칠, 모두 같은 색, 같은 색이 길게 이어짐, 해당 없음이 절반 넘음, 격자 순서로 정한 동점, 3·4위 1점 차, 고른 강도.
  사용자에게는 부드러운 안내, 상담사·강사에게는 확인 사항도 보이며 PDF에도 담깁니다.
- core-coloring/1로 계산된 지난 결과는 그때의 내용과 함께 그대로 보이고, 이전 방식이라는 안내가 붙습니다.`;

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
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('빨강으로 칠한 문장이 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
  },
};

/** Scoring that fails says so in one alert and keeps the screen: pressing again scores. */
export const RootScoringFails: Story = {
  args: { screen: 'root', setup: { answers: profileAnswers, failures: { nineCoreResult: 1 } } },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '결과 보기' }));
    const said = await body(canvasElement).findByRole('alertdialog', { name: '결과를 계산하지 못했습니다' });
    await expect(said).toHaveTextContent('색칠과 고른 문장은 저장되어 있습니다. 잠시 후 다시 시도해 주세요.');
    await userEvent.click(within(said).getByRole('button', { name: '확인' }));
    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
  },
};

/**
 * Desire is asked apart from the color: a red or yellow statement offers 더 키우고 싶어요 (a click, or
 * the number key 5 on the statement); green or none takes it off again.
 */
export const ChecklistWantMark: Story = {
  args: { screen: 'checklist', setup: { answers: coloring(PROFILE, [], [2, 3, 4, 5, 6, 7]) } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await expect(await canvas.findByText('3 / 8 쪽')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: '19번 문장: 더 키우고 싶어요' })).toBeNull();
    const first = canvas.getByRole('radiogroup', { name: new RegExp(textOf(19).slice(0, 10)) });
    await userEvent.click(within(first).getByRole('radio', { name: '지금의 나' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '19번 문장: 더 키우고 싶어요' }));
    await waitFor(() => expect(server.answer('w19')).toBe(true));

    // The key 5 marks the focused statement and stays on it; the number keys 1–4 still move on.
    const second = canvas.getByRole('radiogroup', { name: new RegExp(textOf(20).slice(0, 10)) });
    within(second).getAllByRole('radio')[0]?.focus();
    await userEvent.keyboard('2');
    within(second).getByRole('radio', { name: '가끔의 나' }).focus();
    await userEvent.keyboard('5');
    await expect(canvas.getByRole('checkbox', { name: '20번 문장: 더 키우고 싶어요' })).toBeChecked();
    await waitFor(() => expect(server.answer('w20')).toBe(true));

    // Green already says "wanted": the mark comes off, and the box with it.
    await userEvent.click(within(first).getByRole('radio', { name: '되고 싶은 나' }));
    await waitFor(() => expect(server.answer('w19')).toBe(false));
    await expect(canvas.queryByRole('checkbox', { name: '19번 문장: 더 키우고 싶어요' })).toBeNull();
  },
};

/** A statement stored twice in round 2 (the server refuses that now) counts once, and is saved once before scoring. */
export const RootWithDuplicatePick: Story = {
  args: { screen: 'root', setup: { answers: coloring(PROFILE, [2, 2, 5]) } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await expect(await canvas.findByText('2 / 5개 골랐습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
    await expect(server.answer('root')).toEqual([2, 5]);
  },
};

// ── Results ───────────────────────────────────────────────────────────────────────────────────

/** The 3×3 grid with strength in colour and words, the top three and why, the round result. */
export const NineCoreResult: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { past: pastAnswers }) },
  play: async ({ canvasElement, canvas }) => {
    const grid = await canvas.findByRole('table', { name: /아홉 코어의 점수/ });
    const first = within(grid).getByRole('cell', { name: /★ 1위/ });
    await expect(first).toHaveTextContent(/^★ 1위공감력22점$/);
    await expect(canvas.getByRole('heading', { level: 3, name: '★ 2위 · 관계 통찰' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4, name: '왜 이 결과인가요?' })).toHaveLength(3);
    await expect(canvas.getAllByText('2라운드에서 고름')).toHaveLength(3);
    await expect(canvas.getByText('관계 통찰: 3위 → 2위 (▲ 1계단 올랐습니다)')).toBeVisible();
    // The fixture colours each core's statements unalike (consistency 0.15): the result says so.
    await expect(canvas.getByText(/비슷한 문항에 서로 다른 답을 한 곳이 많아/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '지난 결과와 비교' })).toBeEnabled();
    // Its report holds on paper, in both copies: the grid with its legend and the memo on page 1,
    // the matrix with its heading and caption on one page, five pages well filled (it was 7).
    const report = await expectWholeReport(canvasElement);
    await expect(report.pageCount).toBe(5);
    await expect(report.pageTexts[0]).toContain('가로줄(행): 어떤 힘인지');
    const matrixPage = report.pageTexts.findIndex((text) => text.includes('지금의 나와 되고 싶은 나'));
    await expect(report.pageTexts[matrixPage]).toContain('회색 마름모: 드러나지 않은 코어');
    await expect(report.fills.slice(0, -1).every((fill) => fill > 0.85)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: '매트릭스 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '지금의 나와 되고 싶은 나' })).toBeVisible();
  },
};

/** A cell's background as WCAG luminance: the paler the cell, the higher. */
const luminanceOf = (element: Element) => {
  const [red = 0, green = 0, blue = 0] = (getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(
    (channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    },
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/**
 * The grid read in ten seconds: one number per cell (the score the ranking is built on), a shade
 * that deepens with it, so 1위 is never paler than 2위 or 3위 (round 2 lifts 관계 통찰 to 2위 past
 * 실행력, which is the stronger by colour alone), and a legend for the rows, the columns and the shade.
 */
export const NineCoreGrid: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers) },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: /아홉 코어의 점수/ });
    const cells = within(grid)
      .getAllByRole('cell')
      .filter((cell) => cell.textContent);
    await expect(cells).toHaveLength(9);
    for (const cell of cells) await expect(cell.textContent).toMatch(/^(★ \d위)?\D+\d+점$/);
    const [first, second, third] = [1, 2, 3].map((place) =>
      within(grid).getByRole('cell', { name: new RegExp(`★ ${place}위`) }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(second).toHaveTextContent('★ 2위관계 통찰15점');
    await expect(third).toHaveTextContent('★ 3위실행력14점');
    await expect(luminanceOf(first)).toBeLessThanOrEqual(luminanceOf(second));
    await expect(luminanceOf(second)).toBeLessThanOrEqual(luminanceOf(third));
    for (const cell of cells) {
      const points = Number(cell.textContent?.match(/(\d+)점$/)?.[1]);
      for (const other of cells) {
        const others = Number(other.textContent?.match(/(\d+)점$/)?.[1]);
        if (points > others) await expect(luminanceOf(cell)).toBeLessThanOrEqual(luminanceOf(other));
      }
    }
    // The legend: what the rows and the columns are, and what a shade stands for, in points.
    await expect(canvas.getByText('가로줄(행): 어떤 힘인지')).toBeVisible();
    await expect(canvas.getByText('묻고, 헤아리고, 계획하는 생각의 힘')).toBeVisible();
    await expect(canvas.getByText('세로줄(열): 어디에서 드러나는지')).toBeVisible();
    await expect(canvas.getByText('다른 사람과 함께할 때')).toBeVisible();
    await expect(canvas.getByText(/순위\(★\)도 이 점수로 정하고, 점수가 높을수록 칸이 진합니다/)).toBeVisible();
    await expect(canvas.getByText('19점 이상')).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/남긴 소감: 5점 아주 잘 맞는다 — 딱 저예요./)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5점 아주 잘 맞는다' })).toBeChecked();
  },
};

/** The third and the fourth core a point apart: said plainly, the runner-up named. */
export const NearTie: Story = {
  args: { screen: '9core/result', setup: completed(nearTieAnswers) },
  play: async ({ canvas }) => {
    // The takeaway says the leading note; the notice below it, the rest.
    await expect(await canvas.findByText('결과 요약')).toBeVisible();
    await expect(canvas.getByText(/3위 관계 통찰과 4위 기획력의 점수가 1점 차이로 가까워/)).toBeVisible();
  },
};

/** An even profile: read the grid as a whole. */
export const Flat: Story = {
  args: { screen: '9core/result', setup: completed(flatAnswers) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/아홉 코어의 강도가 고르게 비슷합니다/)).toBeVisible();
  },
};

/**
 * Every statement yellow (가끔의 나): partial everywhere, every core equal. No strongest cores are
 * named, the same answer throughout is said, and yellow alone is never "strong".
 */
export const SameAnswers: Story = {
  args: { screen: '9core/result', setup: completed(sameAnswers) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/모든 문항에 같은 답을 골랐습니다/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '가장 강한 코어를 꼽지 않았습니다' })).toBeVisible();
    await expect(canvas.getByText(/아홉 코어의 점수가 모두 8점으로 같습니다/)).toBeVisible();
    await expect(canvas.getByText(/빨강\(지금의 나\)으로 칠한 문장이 없어 2라운드는 건너뛰었고/)).toBeVisible();
    await expect(canvas.queryByText(/★ \d위/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '매트릭스 보기' }));
    await expect(await canvas.findByRole('img', { name: /드러나지 않은 코어: 탐구심/ })).toBeVisible();
  },
};

/** Most statements left as "해당 없음". */
export const FewColored: Story = {
  args: { screen: '9core/result', setup: completed(fewColoredAnswers) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/절반이 넘는 58개를 ‘해당 없음’으로 두어/)).toBeVisible();
  },
};

/** Nothing colored red or yellow: no strongest cores, said from the answers, with what to do instead. */
export const NothingColored: Story = {
  args: { screen: '9core/result', setup: completed(noneAnswers) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '가장 강한 코어를 꼽지 않았습니다' }),
    ).toBeVisible();
    await expect(canvas.getByText(/모든 문장을 해당 없음으로 두어, 빨강\(지금의 나\)이나 노랑/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '대신 이렇게 해 보세요' })).toBeVisible();
    await expect(canvas.getByText(/가장 강한 코어를 꼽지 않았습니다. 아래 제안처럼/)).toBeVisible();
    await expect(canvas.getByText(/이번 결과에는 가장 강한 코어로 꼽은 칸\(★\)이 없습니다/)).toBeVisible();
    await expect(canvas.queryByText(/노랑으로 칠한 문장들이/)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /가장 강한 세 코어/ })).toBeNull();
    await expect(canvas.getByText(/순위는 매기지 않았습니다/)).toBeVisible();
  },
};

/** Only wishes (all green): no strongest cores; the wishes point to the growth targets. */
export const OnlyWishes: Story = {
  args: { screen: '9core/result', setup: completed(allGreenAnswers) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/모든 문장을 초록\(되고 싶은 나\)으로 칠하고, 빨강\(지금의 나\)이나 노랑/),
    ).toBeVisible();
    await expect(canvas.getByText(/매트릭스에서 성장 목표로 놓인 코어부터 살펴보세요/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '매트릭스 보기' }));
    await expect(await canvas.findByRole('img', { name: /성장 목표: 탐구심, 관계 통찰/ })).toBeVisible();
  },
};

/**
 * Every statement red: each core is strong now, and with no wish marked it reads 지금의 강점 (never
 * "not wanted"). Eight cores tie; grid order filled the top three and the result says so.
 */
export const AllRed: Story = {
  args: { screen: '9core/result', setup: completed(allRedAnswers) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '가장 강한 세 코어: 탐구심 · 관계 통찰 · 기획력' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/자기 존중.*실행력의 점수가 같습니다. 화면의 순서는 격자에 놓인 순일 뿐/),
    ).toBeVisible();
    await expect(canvas.getAllByText('이 코어의 문장 8개를 모두 빨강(지금의 나)으로 칠했습니다.')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '매트릭스 보기' }));
    const table = await canvas.findByRole('table', { name: /사분면별 코어/ });
    await expect(within(table).getByRole('row', { name: /지금의 강점/ })).toHaveTextContent(/실행력/);
    await expect(canvas.queryByText(/바라지 않/)).toBeNull();
  },
};

/** Two cores level at the top, two level at third: each tie grid order decided is named. */
export const Ties: Story = {
  args: { screen: '9core/result', setup: completed(tiedAnswers) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '가장 강한 세 코어: 탐구심 · 관계 통찰 · 기획력' }),
    ).toBeVisible();
    const note = canvas.getByText(/탐구심(·|, )관계 통찰의 점수가 같습니다/);
    await expect(note).toHaveTextContent(/기획력(·|, )공감력의 점수가 같습니다/);
    await expect(
      canvas.getByText(/최종 순위\(점수\): 1\. 탐구심 17점, 2\. 관계 통찰 17점, 3\. 기획력 11점, 4\. 공감력 11점/),
    ).toBeVisible();
  },
};

/** Desire marked on red and yellow statements: 공감력 and 관계 통찰 are wanted as well as strong. */
export const MarkedDesire: Story = {
  args: { screen: '9core/result', setup: completed(markedAnswers) },
  play: async ({ canvas }) => {
    const empathy = await canvas.findByRole('region', { name: '★ 1위 · 공감력' });
    await expect(
      within(empathy).getByText(
        '되고 싶은 모습으로는 초록(되고 싶은 나) 2개와 ‘더 키우고 싶어요’ 표시 2개를 골랐습니다.',
      ),
    ).toBeVisible();
    await expect(within(empathy).getAllByText('♡ 더 키우고 싶어요')).toHaveLength(2);
    await expect(canvas.getByText(/빨강이나 노랑 문장 6개에는 ‘더 키우고 싶어요’를 함께 표시했습니다/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '매트릭스 보기' }));
    await expect(await canvas.findByRole('img', { name: /강점 유지: 관계 통찰, 공감력, 실행력/ })).toBeVisible();
  },
};

/** Colored faster than one reads: a gentle note for the person, and no counsellor's flags on their screen. */
export const QualityNotesForTheUser: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { secondsPerColor: 0.5 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('결과 요약')).toBeVisible();
    await expect(canvas.getByText(/문항에 답한 속도가 매우 빨랐습니다\(한 문항에 1초 미만\)/)).toBeVisible();
    await expect(canvas.queryByText('상담자 확인 사항')).toBeNull();
  },
};

/** The same result at a consultant's screen: the plain flag beside the person's note (and in the PDF). */
export const QualityNotesForTheCounsellor: Story = {
  args: {
    screen: '9core/result',
    audience: 'consultant',
    subjectName: '최민준',
    setup: completed(profileAnswers, { secondsPerColor: 0.5 }),
  },
  play: async ({ canvasElement, canvas }) => {
    const flags = await canvas.findByRole('region', { name: '상담자 확인 사항' });
    await expect(within(flags).getByText(/응답 속도 주의: 문항 사이 간격의 중앙값 0\.5초/)).toBeVisible();
    await expect(flags).toHaveAttribute('data-pdf-block', '상담자 확인 사항');
    await expect(flags.parentElement?.closest('[data-pdf-block]')).toHaveAttribute(
      'data-pdf-block',
      '결과를 읽기 전에',
    );
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

/** A result kept by core-coloring/1 still renders as it was kept, and says it was scored the old way. */
export const OldResult: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { oldResults: 1 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/이 결과는 이전 채점 방식으로 계산했습니다/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /^가장 강한 세 코어: 공감력/ })).toBeVisible();
    await expect(canvas.getByText(/빨강\(지금의 나\)은 2점, 노랑\(가끔의 나\)은 빨강의 절반인 1점/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '매트릭스 보기' }));
    await expect(await canvas.findByRole('img', { name: /잠재 강점/ })).toBeVisible();
  },
};

/** An old result that named three cores from nothing colored: read as the answers say, with none named. */
export const OldResultNothingColored: Story = {
  args: { screen: '9core/result', setup: completed(noneAnswers, { oldResults: 1 }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '가장 강한 코어를 꼽지 않았습니다' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/★ \d위/)).toBeNull();
  },
};

export const ResultLoading: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { hang: ['result'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
    await expect(canvas.getByText('결과를 불러오는 중')).toBeInTheDocument();
  },
};

export const ResultError: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { failures: { result: 1 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '결과를 불러오지 못했습니다' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('table', { name: /아홉 코어의 점수/ })).toBeVisible();
  },
};

/**
 * The result screens only read (issue 35): the shared result call, once for the screens of one
 * result, never the scoring call (9core/result, which 결과 보기 alone sends), and the run's screen is
 * not sent for a screen only looked at.
 */
export const ResultScreensOnlyRead: Story = {
  args: { screen: '9core/result', setup: completed(profileAnswers, { past: pastAnswers }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const server = serverOf(context);
    await userEvent.click(await canvas.findByRole('button', { name: '매트릭스 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '지금의 나와 되고 싶은 나' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '9코어 결과로' }));
    await userEvent.click(await canvas.findByRole('button', { name: '실천 계획 세우기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나에게 맞는 실천 제안' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '실천 계획 세우기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '실천 계획' })).toBeVisible();
    await expect(server.log).toEqual(['questions', 'current', 'result']);
  },
};

/** Boxes on screen that overlap by more than a hair (touching edges do not count). */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

const QUADRANT_REGION = /^(강점 유지|성장 목표|지금의 강점|드러나지 않은 코어)$/;

const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/**
 * What a reader of the matrix must never meet: a core missing, a dot on a divider or not in its
 * quadrant's colour, a label on another label, a quadrant's name covered by a dot or a label.
 */
async function expectReadableMatrix(plot: Element) {
  const dots = [...plot.querySelectorAll('[data-cores]')];
  const cores = dots.flatMap((dot) => dot.getAttribute('data-cores')?.split(' ') ?? []);
  await expect(cores.sort()).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9']);
  const dividers = [...plot.querySelectorAll('line[data-divider]')].map((line) => line.getBoundingClientRect());
  await expect(dividers).toHaveLength(2);
  for (const dot of dots) {
    const box = dot.getBoundingClientRect();
    for (const line of dividers) {
      const crosses =
        box.left <= line.right && line.left <= box.right && box.top <= line.bottom && line.top <= box.bottom;
      await expect(crosses, `${dot.getAttribute('data-cores')} on a divider`).toBe(false);
    }
    const quadrant = dot.getAttribute('data-quadrant') as keyof typeof QUADRANT_COLOR;
    await expect(getComputedStyle(dot).fill).toBe(rgbOf(QUADRANT_COLOR[quadrant].ink));
  }
  // Read without colour too: one shape to a quadrant, another in each other quadrant.
  const shapes = new Map<string | null, Set<string>>();
  for (const dot of dots) {
    const quadrant = dot.getAttribute('data-quadrant');
    const shape = `${dot.tagName}:${dot.getAttribute('points')?.split(' ').length ?? 0}`;
    shapes.set(quadrant, (shapes.get(quadrant) ?? new Set()).add(shape));
  }
  const each = [...shapes.values()];
  await expect(each.every((one) => one.size === 1)).toBe(true);
  await expect(new Set(each.map((one) => [...one][0])).size).toBe(each.length);
  const labels = [...plot.querySelectorAll('text[data-label]')];
  await expect(labels).toHaveLength(dots.length);
  labels.forEach((label, index) => {
    for (const other of labels.slice(index + 1))
      expect(
        overlap(label.getBoundingClientRect(), other.getBoundingClientRect()),
        `${label.textContent} on ${other.textContent}`,
      ).toBe(false);
  });
  const names = [...plot.querySelectorAll('text[data-quadrant-name]')];
  await expect(names).toHaveLength(4);
  for (const name of names) {
    const covered = [...dots, ...labels].filter((other) =>
      overlap(name.getBoundingClientRect(), other.getBoundingClientRect()),
    );
    await expect(
      covered.map((other) => other.textContent || other.getAttribute('data-cores')),
      name.textContent ?? '',
    ).toEqual([]);
  }
}

/**
 * Each core on strength × desire at its true values, in its quadrant's colour, the colours named the
 * same in the caption and the legend; under the plot, what to do in each quadrant that holds the
 * person's cores; the same in a table with the true values.
 */
export const MatrixResult: Story = {
  args: { screen: 'matrix/result', setup: completed(profileAnswers) },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', {
      name: /강점 유지: 공감력, 실행력. 성장 목표: 자기 존중, 열정, 자기 관리/,
    });
    await expect(plot).toBeVisible();
    // 실행력 (desire 25 %) and 관계 통찰 (strength 50 %) sit exactly on the dividers: drawn beside them.
    await expectReadableMatrix(plot);
    await expect(
      canvas.getByText(
        /표시의 모양과 색은 그 코어가 놓인 사분면입니다: 파랑 원 강점 유지, 보라 네모 성장 목표, 주황 세모 지금의 강점, 회색 마름모 드러나지 않은 코어/,
      ),
    ).toBeVisible();
    const legend = canvas.getByRole('figure');
    for (const entry of [
      '파랑 원: 강점 유지',
      '보라 네모: 성장 목표',
      '주황 세모: 지금의 강점',
      '회색 마름모: 드러나지 않은 코어',
    ])
      await expect(within(legend).getByText(entry)).toBeVisible();
    // The caption names the dots' colours only: the pens' red, yellow and green are not drawn here.
    await expect(canvas.getByText(/표시의 모양과 색은/).textContent).not.toMatch(/빨강|노랑|초록/);

    const keep = canvas.getByRole('region', { name: '강점 유지' });
    await expect(within(keep).getByText('나의 코어: 공감력, 실행력')).toBeVisible();
    await expect(within(keep).getByRole('heading', { level: 3, name: '이렇게 해 보세요' })).toBeVisible();
    await expect(within(keep).getByText(/드러난 경험을 자기소개 소재로 모아 두세요/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: '드러나지 않은 코어' })).toBeVisible();
    await expect(canvas.getAllByRole('region', { name: QUADRANT_REGION })).toHaveLength(4);

    const table = canvas.getByRole('table', { name: /사분면별 코어/ });
    await expect(within(table).getByRole('row', { name: /지금의 강점/ })).toHaveTextContent(
      '관계 통찰 (강도 50% · 바람 0%)',
    );
    await expect(within(table).getByRole('row', { name: /강점 유지/ })).toHaveTextContent(
      '실행력 (강도 58% · 바람 25%)',
    );
    await userEvent.click(canvas.getByRole('button', { name: '사분면 설명 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '네 사분면 읽는 법' })).toBeVisible();
  },
};

/**
 * Cores at the plot's very edges: their dots and names stay clear of the quadrants' names, which
 * stand in bands above and below the area the cores sit in (the PDF draws the same SVG).
 */
export const MatrixAtTheEdges: Story = {
  args: { screen: 'matrix/result', setup: completed(edgeAnswers) },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: /지금의 강점: 탐구심, 관계 통찰, 기획력/ });
    await expectReadableMatrix(plot);
    // Three cores with the very same values are one dot, named together.
    const lines = [...plot.querySelectorAll('text[data-label="C1 C2 C3"] tspan')].map((line) => line.textContent);
    await expect(lines.join(' · ')).toBe('탐구심 · 관계 통찰 · 기획력');
  },
};

/** Every core at one spot (all red, nothing marked): one dot, its nine names wrapped on lines of their own. */
export const MatrixAllAtOneSpot: Story = {
  args: { screen: 'matrix/result', setup: completed(allRedAnswers) },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: /지금의 강점: 탐구심, 관계 통찰/ });
    await expectReadableMatrix(plot);
    await expect(plot.querySelectorAll('[data-cores]')).toHaveLength(1);
    await expect(plot.querySelectorAll('text[data-label] tspan').length).toBeGreaterThan(2);
    // Only the quadrant the cores are in gives its advice.
    await expect(canvas.getAllByRole('region', { name: QUADRANT_REGION })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '지금의 강점' })).toHaveTextContent(/나의 코어: 탐구심, 관계 통찰/);
  },
};

export const MatrixExplain: Story = {
  args: { screen: 'matrix/explain', setup: completed(profileAnswers) },
  play: async ({ canvas }) => {
    const grow = await canvas.findByRole('region', { name: '성장 목표' });
    await expect(within(grow).getByText('자기 존중, 열정, 자기 관리')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** Suggestions grouped by why, each with its time. */
export const RecommendActionItem: Story = {
  args: { screen: 'recommend/action-item', setup: completed(profileAnswers) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '강한 코어: 공감력' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '키우고 싶은 코어: 열정' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
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

/**
 * This result beside a past one: what changed in two sentences first, each side by its own date
 * and time, and each core's change of place as ▲ / ▼ / – with its words for a screen reader.
 */
export const Compare: Story = {
  args: { screen: '9core/compare', setup: completed(profileAnswers, { past: pastAnswers }) },
  play: async ({ canvasElement, canvas }) => {
    const summary = await canvas.findByRole('region', { name: '무엇이 달라졌나요' });
    await expect(summary).toHaveTextContent(
      '관계 통찰이 가장 많이 올랐고(5계단), 자기 관리가 가장 많이 내려갔습니다(3계단). 가장 강한 코어에서 기획력이 빠지고 관계 통찰이 들어왔습니다.',
    );
    await expect(await canvas.findByRole('table', { name: /^이전 결과 · 2026년 6월 2일 .+\d$/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /^최근 결과 · 2026년 11월 24일 .+\d$/ })).toBeVisible();
    const changes = canvas.getByRole('table', { name: /코어별 순위 변화/ });
    await expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      '코어',
      expect.stringMatching(/^이전 결과 · 2026년 6월 2일/),
      expect.stringMatching(/^최근 결과 · 2026년 11월 24일/),
      '순위 변화',
    ]);
    await expect(within(changes).getAllByRole('row')).toHaveLength(10);
    await expect(within(changes).getByRole('row', { name: /공감력/ })).toHaveTextContent(
      '공감력3위 · 12점1위 · 22점▲22계단 오름',
    );
    await expect(within(changes).getByRole('row', { name: /자기 관리/ })).toHaveTextContent(/▼33계단 내림$/);
    await expect(within(changes).getByRole('row', { name: /열정/ })).toHaveTextContent(
      '열정공동 8위 · 5점공동 7위 · 5점▲11계단 오름',
    );
    await userEvent.click(canvas.getByRole('button', { name: /비교할 결과/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /2026년 3월 10일/ }));
    await expect(await canvas.findByRole('table', { name: /^이전 결과 · 2026년 3월 10일/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '무엇이 달라졌나요' })).toHaveTextContent(
      /가장 강한 코어에서 기획력·탐구심이 빠지고 공감력·관계 통찰이 들어왔습니다/,
    );
  },
};

/** Opened on the older result: the sides still go by time, the older one first, each with its own date. */
export const CompareFromTheOlderResult: Story = {
  args: { screen: '9core/compare', runId: 1, setup: completed(profileAnswers, { past: pastAnswers }) },
  play: async ({ canvas }) => {
    const earlier = await canvas.findByRole('table', { name: /^이전 결과 · 2026년 3월 10일/ });
    // The open result is the March one (the other results are offered to compare with), yet it stands first.
    await expect(canvas.getByRole('button', { name: /비교할 결과/ })).not.toHaveTextContent(/3월 10일/);
    const later = canvas.getByRole('table', { name: /^최근 결과 · / });
    await expect(earlier).toBeVisible();
    await expect(later).not.toHaveAccessibleName(/3월 10일/);
    await expect(canvas.getByRole('region', { name: '무엇이 달라졌나요' })).toHaveTextContent(/가장 많이/);
  },
};

/** Nothing to compare with: said, with the way back. */
export const CompareWithoutPast: Story = {
  args: { screen: '9core/compare', setup: completed(profileAnswers) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('비교할 지난 결과가 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '9코어 결과로' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '나의 9코어' })).toBeVisible();
  },
};

/** A past result scored the old way beside a new one: the past scores put on this result's scale, and said so. */
export const CompareAcrossScorings: Story = {
  args: { screen: '9core/compare', setup: completed(profileAnswers, { past: pastAnswers, oldResults: 2 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/두 결과는 채점 방식이 달라, 표의 이전 점수는 최근 방식/)).toBeVisible();
    const changes = canvas.getByRole('table', { name: /코어별 순위 변화/ });
    // 공감력 then: 3 red, 3 yellow (on this scale 12, 3rd); now 22, 1st.
    await expect(within(changes).getByRole('row', { name: /공감력/ })).toHaveTextContent(
      '공감력3위 · 12점1위 · 22점▲22계단 오름',
    );
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
  play: async ({ canvas }) => {
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
    await expect(await within(context.canvasElement).findByText(wholeText('코어 컬러링 · 최민준님'))).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wholeText('코어 컬러링 · 윤하람님'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '매트릭스 보기' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '지난 결과와 비교' })).toBeNull();
  },
};
