import type { Audience } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import type { FakeServer, FakeSetup } from '../framework/fixtures/fakeServer';
import { ToolHarness } from '../framework/fixtures/ToolHarness';
import { cardNamed, fixtureContent } from './fixtures/cards';
import {
  createFakeJobCard,
  dealFixture,
  fixtureAnswers,
  LIKED_NAMES,
  readyToSort,
  SORTED_GROUPS,
  warmUpAnswers,
} from './fixtures/fakeServer';
import { JobCardTool } from './JobCardTool';
import { cardItem, warmUpItem, whyItem } from './model/flow';

interface HarnessProps {
  screen: string;
  audience?: Audience;
  subjectName?: string;
  setup?: FakeSetup;
  /** The fake server, when a story needs to reach it (another device's change, the alerts shown). */
  server?: FakeServer;
  /** Offers a button that mounts the tool anew on the same server, as a reload of the page does. */
  reload?: boolean;
}

/** The tool with an in-memory server dealing and scoring as the API does, and its own navigation. */
function Harness({ screen, audience, subjectName, setup, server, reload }: HarnessProps) {
  const [fake] = useState(() => server ?? createFakeJobCard(setup));
  const [mount, setMount] = useState(0);
  return (
    <>
      {reload ? (
        <Button variant="secondary" size="sm" onPress={() => setMount((count) => count + 1)}>
          페이지 다시 불러오기
        </Button>
      ) : null}
      <ToolHarness
        key={mount}
        Tool={JobCardTool}
        server={fake}
        screen={screen}
        audience={audience}
        subjectName={subjectName}
      />
    </>
  );
}

/** The scoring, as the server does it (@career/tool-logic jobCard, docs/decisions/016). */
const SCORING = `**채점 (job-card/1)** 끌린 카드마다 그 직업의 흥미 코드 첫 글자에 3점, 둘째에 2점, 셋째에 1점을 더합니다.
가장 높은 세 유형(점수가 있는 유형만)이 코드이고, 같으면 R·I·A·S·E·C 순서입니다. 끌리지 않은 카드는 점수에 들어가지 않습니다.

- 끌린 이유: 이유마다(정해진 이유, 그다음 나만의 이유) 그 이유를 고른 끌린 카드 수입니다.
- 관련 직업: 나눈 카드의 직업을 뺀 모든 직업을 100 × Σ wᵢ × 점수(Lᵢ) ÷ (가장 높은 점수 × Σ wᵢ), w = 3, 2, 1로 매기고, 끌린 카드와 같은 중분류이면 15점을 더합니다. 0점은 빼고 15개까지, 같은 점수는 이름 순서입니다. 직업마다 이유를 한국어로 보여 줍니다.
- 실천 제안: 결과와 함께 서버가 정합니다(가장 많이 설명한 끌린 카드, 관련 직업 두 개, 가장 많이 고른 이유, 끌린 카드의 분야).
- 결과를 낼 수 없을 때(끌린 카드가 없거나 이유 없는 끌린 카드가 있을 때) 서버의 안내 문장을 그대로 보여 줍니다.`;

const meta = {
  title: 'Tools/JobCardTool',
  component: Harness,
  tags: ['autodocs'],
  args: { screen: 'main' },
  parameters: { layout: 'padded', docs: { description: { component: SCORING } } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const completed: FakeSetup = { answers: fixtureAnswers, completed: true };
/** The hand run 1 is dealt for the teaching and design groups (the product's deal), by name. */
const hand = dealFixture(1, SORTED_GROUPS).map((card) => card.name);
/** The answer item of a fixture card, by its name. */
const item = (name: string | undefined) => cardItem(cardNamed(name ?? '').id);
const limit = fixtureContent.category_limit;
const progress = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', { name: '분류한 카드' });
const warmUp = (index: number) => {
  const question = fixtureContent.warm_up[index];
  if (!question) throw new Error(`No warm-up question ${index}`);
  return question;
};
const reasonLabel = (key: string) => fixtureContent.reasons.find((reason) => reason.key === key)?.label ?? key;

/** The front page of a user who has not started: how much the tool asks, from its content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '나는 어떤 직업에 끌릴까' })).toBeVisible();
    await expect(
      canvas.getByText(`준비 질문 ${fixtureContent.warm_up.length}개 · 카드 최대 ${fixtureContent.card_limit}장`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvas.getByText(`살펴볼 직업 분류를 ${limit}개까지`, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '시작하기' })).toBeEnabled();
    await expect(canvas.getByText(/아직 저장된 결과가 없습니다/)).toBeVisible();
  },
};

/** The content cannot be loaded: said so, with a retry that brings the tool. */
export const ContentFailed: Story = {
  args: { setup: { failures: { list: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('직업 카드를 불러오지 못했습니다')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '시작하기' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /다시 시도/ }));
    await expect(await canvas.findByRole('button', { name: '시작하기' })).toBeVisible();
  },
};

const resumed = ['그래픽 디자이너', '진로 상담 교사'];

/** A returning user: where they were, and on to the sort, at the first card not yet sorted. */
export const Resuming: Story = {
  args: { setup: { answers: { ...readyToSort, [item(resumed[0])]: 'liked', [item(resumed[1])]: 'disliked' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('카드 2장을 나누었습니다(끌린다 1장). 끌린 카드 1장에 이유를 골라 주세요.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이어서 하기' }));
    const next = hand.find((name) => !resumed.includes(name));
    await expect(await canvas.findByRole('heading', { level: 3, name: next })).toBeVisible();
  },
};

/** The warm-up questions (the product's own), each saved as it is answered. */
export const Checklist: Story = {
  args: { screen: 'checklist', setup: { answers: { [warmUpItem(warmUp(0).key)]: warmUp(0).options[1]?.key } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answered = await canvas.findByRole('progressbar', { name: '답한 질문' });
    await expect(answered).toHaveAttribute('aria-valuenow', '1');
    await expect(answered).toHaveAttribute('aria-valuemax', String(fixtureContent.warm_up.length));
    await expect(canvas.getByRole('radio', { name: warmUp(0).options[1]?.label })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '직업 분류 고르기' }));
    await expect(await canvas.findByText('아직 답하지 않은 질문이 있습니다')).toBeVisible();
    const second = canvas.getByRole('radiogroup', { name: `2. ${warmUp(1).text}` });
    await userEvent.click(within(second).getByRole('radio', { name: warmUp(1).options[0]?.label }));
    await waitFor(() => expect(answered).toHaveAttribute('aria-valuenow', '2'));
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
  },
};

/** Groups by major group, then middle group with card counts; a group without cards cannot be chosen. */
export const CategorySelect: Story = {
  args: { screen: 'category/select', setup: { answers: warmUpAnswers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const groups = within(await canvas.findByRole('list', { name: /교육·법률.*의 중분류/ }));
    await expect(groups.getByText('카드 3장')).toBeVisible();
    await expect(groups.getByRole('checkbox', { name: /법률직/ })).toBeDisabled();
    await userEvent.click(groups.getByRole('checkbox', { name: '교육직' }));
    await userEvent.click(canvas.getByRole('button', { name: /직업 대분류/ }));
    await userEvent.click(await page.findByRole('option', { name: /예술·디자인·방송·스포츠직/ }));
    const arts = within(await canvas.findByRole('list', { name: /예술·디자인·방송·스포츠직의 중분류/ }));
    await userEvent.click(arts.getByRole('checkbox', { name: '예술·디자인·방송직' }));
    const chosen = within(canvas.getByRole('list', { name: `고른 직업 분류 (2/${limit})` }));
    await expect(chosen.getByRole('button', { name: '교육직 빼기' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `카드 받기 (2/${limit})` }));
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuemax', String(hand.length));
  },
};

/** A screen of the run reached with no run under way. */
export const NoRunUnderWay: Story = {
  args: { screen: 'root' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('진행 중인 검사가 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '처음 화면으로' }));
    await expect(await canvas.findByRole('button', { name: '시작하기' })).toBeVisible();
  },
};

/** The piles take dragged cards, but their drop buttons are no Tab stops while nothing is dragged. */
async function expectDropTargetsAsleep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const name of ['끌린다에 놓기', '끌리지 않는다에 놓기']) {
    await expect(canvas.getByRole('button', { name })).toBeDisabled();
  }
}

/**
 * Tab from the pile buttons through both piles: the stops are the card's drag button and the piles'
 * cards, never a pile's drop target, which takes focus only while a card is being dragged.
 */
async function expectNoDropTargetInTabOrder(canvasElement: HTMLElement) {
  within(canvasElement).getByRole('button', { name: '끌린다' }).focus();
  const stops: string[] = [];
  for (let step = 0; step < 40; step++) {
    await userEvent.tab();
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !canvasElement.contains(active)) break;
    stops.push(active.getAttribute('aria-label') ?? active.textContent ?? '');
  }
  // Both piles were walked through: a card of each offers the move to the other.
  await expect(stops.some((name) => name.endsWith('끌리지 않는다로 옮기기'))).toBe(true);
  await expect(stops.some((name) => name.endsWith('끌린다로 옮기기'))).toBe(true);
  await expect(stops.filter((name) => name.endsWith('에 놓기'))).toEqual([]);
}

/**
 * The card sort from the keyboard alone: number keys and the pile buttons, a sorted card moved to
 * the other pile and back to the deck, each move announced with what is left, the progress counted.
 * Tab goes from the card straight to the piles' cards: the drop targets wait for a drag.
 */
export const KeyboardSort: Story = {
  args: { screen: 'root', setup: { answers: readyToSort } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const left = (count: number) => `남은 카드 ${count}장`;
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    await expect(canvas.getByText(/숫자 키 1, 끌리지 않는다는 숫자 키 2/)).toBeVisible();
    await userEvent.tab();
    const liked = canvas.getByRole('button', { name: '끌린다' });
    await expect(liked).toHaveFocus();
    await expect(liked).toHaveAccessibleDescription(/숫자 키 1/);

    await userEvent.keyboard('1');
    await expect(await canvas.findByText(`${hand[0]}: 끌린다에 놓았습니다. ${left(5)}`)).toBeInTheDocument();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '1');
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[1] })).toBeVisible();
    await userEvent.keyboard('2');
    await expect(await canvas.findByText(`${hand[1]}: 끌리지 않는다에 놓았습니다. ${left(4)}`)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[2]}: 끌린다에 놓았습니다. ${left(3)}`)).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '끌리지 않는다' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(`${hand[3]}: 끌리지 않는다에 놓았습니다. ${left(2)}`)).toBeInTheDocument();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '4');
    await expect(canvas.getByRole('heading', { level: 2, name: '끌린다 (2장)' })).toBeVisible();

    // On to the piles, past the card's drag button (react-aria's keyboard drag; the buttons come
    // first), and from it straight to the first card of a pile: no drop target in between.
    await expectDropTargetsAsleep(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${hand[4]} 끌어서 옮기기` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${hand[0]} 끌리지 않는다로 옮기기` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[0]}: 끌리지 않는다로 옮겼습니다. ${left(2)}`)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: `${hand[0]} 끌린다로 옮기기` })).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 2, name: '끌리지 않는다 (3장)' })).toBeVisible();

    // And back to the deck: it is the next card, with focus on the pile buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${hand[0]} 되돌리기` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[0]}: 카드 더미로 되돌렸습니다. ${left(3)}`)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '끌린다' })).toHaveFocus());

    await userEvent.keyboard('1');
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[4] })).toBeVisible();
    await userEvent.keyboard('1');
    await userEvent.keyboard('2');
    await expect(await canvas.findByText('모든 카드를 나누었습니다')).toBeVisible();
    await expect(
      canvas.getByText(`${hand[5]}: 끌리지 않는다에 놓았습니다. 모든 카드를 나누었습니다.`),
    ).toBeInTheDocument();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', String(hand.length));
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '끌린 이유 고르기' })).toBeEnabled();
  },
};

/**
 * Dragging where it helps, from the keyboard too: react-aria's drag button, a pile chosen with Tab,
 * Enter to drop. The piles become drop targets for the drag only, and focus goes on to the next card.
 */
export const KeyboardDrag: Story = {
  args: { screen: 'root', setup: { answers: readyToSort } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    await expectDropTargetsAsleep(canvasElement);
    canvas.getByRole('button', { name: `${hand[0]} 끌어서 옮기기` }).focus();
    await userEvent.keyboard('{Enter}');
    // The drag has started: focus is on a pile to drop on, and Tab moves between the piles.
    const onDislikedPile = () => /끌리지 않는다에 놓기/.test(document.activeElement?.getAttribute('aria-label') ?? '');
    for (let step = 0; step < 4 && !onDislikedPile(); step++) await userEvent.tab();
    await expect(onDislikedPile()).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[0]}: 끌리지 않는다에 놓았습니다. 남은 카드 5장`)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: '끌리지 않는다 (1장)' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[1] })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '끌린다' })).toHaveFocus());
    await expectDropTargetsAsleep(canvasElement);

    // With a card on each pile, Tab walks through both without stopping at a drop target; nor after
    // a drag called off with Escape.
    await userEvent.keyboard('1');
    await expect(await canvas.findByRole('heading', { level: 2, name: '끌린다 (1장)' })).toBeVisible();
    await expectNoDropTargetInTabOrder(canvasElement);
    canvas.getByRole('button', { name: `${hand[2]} 끌어서 옮기기` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/에 놓기$/));
    await userEvent.keyboard('{Escape}');
    await expectDropTargetsAsleep(canvasElement);
    await expectNoDropTargetInTabOrder(canvasElement);
  },
};

/** The two big buttons with the pointer; no card on "끌린다" yet means no way on. */
export const PointerSort: Story = {
  args: { screen: 'root', setup: { answers: readyToSort } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '끌리지 않는다' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '끌리지 않는다 (1장)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '끌린 이유 고르기' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '끌린다' }));
    await expect(await canvas.findByRole('button', { name: `${hand[1]} 끌리지 않는다로 옮기기` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '끌린 이유 고르기' })).toBeEnabled();
  },
};

/** A reload mid-sort loses nothing: the piles come back from the run's answers, the deck in the same order. */
export const ReloadMidSort: Story = {
  args: {
    screen: 'root',
    reload: true,
    setup: { answers: { ...readyToSort, [item(hand[0])]: 'liked', [item(hand[1])]: 'disliked' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[2] })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: `${hand[0]} 끌리지 않는다로 옮기기` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${hand[1]} 끌린다로 옮기기` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '끌린다' }));
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '페이지 다시 불러오기' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[3] })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.getByRole('heading', { level: 2, name: '끌린다 (2장)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${hand[2]} 끌리지 않는다로 옮기기` })).toBeVisible();
  },
};

/** Cards sorted before the groups changed stay on their piles (they count); put back, they leave the sort. */
export const EarlierGroups: Story = {
  args: {
    screen: 'root',
    setup: { answers: { ...readyToSort, categories: ['21'], [item('그래픽 디자이너')]: 'liked' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const teaching = dealFixture(1, ['21']);
    await expect(await canvas.findByRole('button', { name: '그래픽 디자이너 끌리지 않는다로 옮기기' })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuemax', String(teaching.length));
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: '그래픽 디자이너 되돌리기' }));
    await expect(
      await canvas.findByText(
        `그래픽 디자이너: 지금 고른 분류의 카드가 아니어서 목록에서 뺐습니다. 남은 카드 ${teaching.length}장`,
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: '끌린다 (0장)' })).toBeVisible();
  },
};

const withoutWhy = Object.fromEntries(
  Object.entries(fixtureAnswers).filter(([key]) => key !== whyItem(cardNamed('중등학교 교사').id)),
);

/** Reasons per liked card, one of the user's own added; the cards by reason and those without one. */
export const Classify: Story = {
  args: { screen: 'classify', setup: { answers: withoutWhy } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meaning = reasonLabel('meaning');
    const explained = await canvas.findByRole('progressbar', { name: '이유를 고른 카드' });
    await expect(explained).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('heading', { level: 3, name: '아직 이유가 없는 카드 (1장)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: `${meaning} (1장)` })).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: '이유 직접 적기' }), '방학이 있어서');
    await userEvent.click(canvas.getByRole('button', { name: '추가' }));
    const teacher = within(canvas.getByRole('group', { name: '중등학교 교사' }));
    await userEvent.click(await teacher.findByRole('checkbox', { name: '방학이 있어서' }));
    await userEvent.click(teacher.getByRole('checkbox', { name: meaning }));
    await waitFor(() => expect(explained).toHaveAttribute('aria-valuenow', '3'));
    await expect(canvas.getByRole('heading', { level: 3, name: `${meaning} (2장)` })).toBeVisible();
    await expect(canvas.getByText('끌린 카드 모두에 이유를 골랐습니다.')).toBeVisible();
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드: ASE/ })).toBeVisible();
  },
};

/** The server will not score a liked card without a reason: its own words, shown beside the cards, not as an alert. */
export const ClassifyRefused: Story = {
  args: { screen: 'classify', server: createFakeJobCard({ answers: withoutWhy }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const server = args.server as FakeServer;
    await userEvent.click(await canvas.findByRole('button', { name: '결과 보기' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      '끌린 이유를 고르지 않은 카드가 있습니다: 중등학교 교사. 끌린 카드마다 이유를 하나 이상 골라 주세요.',
    );
    await expect(server.alerts).toEqual([]);
    await userEvent.click(
      within(canvas.getByRole('group', { name: '중등학교 교사' })).getByRole('checkbox', {
        name: reasonLabel('interest'),
      }),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The result with its chart and reasons, and the related occupations each with why; a PDF of it. */
export const Recommend: Story = {
  args: { screen: 'recommend', setup: completed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '끌린 카드의 흥미 코드: ASE (예술형 · 사회형 · 진취형)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: /여섯 유형 점수/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /끌린 이유/ })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: '관련 직업 5개' })).toBeVisible();
    const why = within(canvas.getByRole('list', { name: '특수교사를 추천한 이유' }));
    await expect(why.getByText('끌린 카드 중등학교 교사, 진로 상담 교사와 같은 분류(교육직)')).toBeVisible();
    await expect(canvas.getByText('115점')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
  },
};

/** No result yet: what to do to get one. */
export const RecommendWithoutResult: Story = {
  args: { screen: 'recommend', setup: { answers: readyToSort } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 결과가 없습니다')).toBeVisible();
    await expect(canvas.getByText(/끌린 카드마다 이유를 고르면 결과가 나옵니다/)).toBeVisible();
  },
};

/** The related occupations fail once: said so in their place, the result still shown, and retried. */
export const RecommendFailed: Story = {
  args: { screen: 'recommend', setup: { ...completed, failures: { selectedList: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('관련 직업을 불러오지 못했습니다')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드: ASE/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /다시 시도/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '관련 직업 5개' })).toBeVisible();
  },
};

/** The steps the server suggested with the result, taken with one press and kept as they are made. */
export const ActionItemResult: Story = {
  args: { screen: 'action-item/result', setup: completed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/끌린 카드의 흥미 코드 ASE와 관련 직업을 바탕으로/)).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: '그래픽 디자이너 종사자에게 인터뷰 요청하기 담기' }),
    );
    // Kept as it is made, like every answer: no save button to forget.
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
  },
};

/** The whole tool, start to action items, as a user walks it. */
async function walk(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: '시작하기' }));

  const questions = await canvas.findAllByRole('radiogroup');
  await expect(questions).toHaveLength(fixtureContent.warm_up.length);
  for (const question of questions) {
    await userEvent.click(within(question).getAllByRole('radio')[0] as HTMLElement);
  }
  await userEvent.click(canvas.getByRole('button', { name: '직업 분류 고르기' }));

  await userEvent.click(await canvas.findByRole('checkbox', { name: '교육직' }));
  await userEvent.click(canvas.getByRole('button', { name: /직업 대분류/ }));
  await userEvent.click(await page.findByRole('option', { name: /예술·디자인·방송·스포츠직/ }));
  await userEvent.click(await canvas.findByRole('checkbox', { name: '예술·디자인·방송직' }));
  await userEvent.click(canvas.getByRole('button', { name: `카드 받기 (2/${limit})` }));

  // 그래픽 디자이너, 진로 상담 교사 and 중등학교 교사 liked; the others not.
  for (const [index, name] of hand.entries()) {
    await expect(await canvas.findByRole('heading', { level: 3, name })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: LIKED_NAMES.includes(name) ? '끌린다' : '끌리지 않는다' }),
    );
    await waitFor(() => expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', String(index + 1)));
  }
  await expect(await canvas.findByText('모든 카드를 나누었습니다')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '끌린 이유 고르기' }));

  await userEvent.type(await canvas.findByRole('textbox', { name: '이유 직접 적기' }), '내 손으로 무언가를 만들어서');
  await userEvent.click(canvas.getByRole('button', { name: '추가' }));
  const reasons: [string, string][] = [
    ['그래픽 디자이너', '내 손으로 무언가를 만들어서'],
    ['진로 상담 교사', reasonLabel('meaning')],
    ['중등학교 교사', reasonLabel('interest')],
  ];
  for (const [card, reason] of reasons) {
    await userEvent.click(
      await within(canvas.getByRole('group', { name: card })).findByRole('checkbox', { name: reason }),
    );
  }
  await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));

  await expect(await canvas.findByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드: ASE/ })).toBeVisible();
  await expect(await canvas.findByRole('heading', { level: 2, name: '관련 직업 5개' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '실천 계획 세우기' }));
  await userEvent.click(await canvas.findByRole('button', { name: /특수교사의 하는 일과 준비 과정 찾아보기 담기/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: '직접 적기' }), '디자인 동아리 찾아보기');
  await userEvent.click(canvas.getByRole('button', { name: '추가' }));
  await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
}

export const UserFlow: Story = {
  play: async ({ canvasElement }) => walk(canvasElement),
};

/**
 * A consultant sorts for a student, who sorts the same card first on their own device: the
 * consultant's placing is refused, the student's loaded and said so, the card on the student's pile.
 */
export const ConsultantWithStudent: Story = {
  args: {
    screen: 'root',
    audience: 'consultant',
    subjectName: '최민준',
    server: createFakeJobCard({ answers: readyToSort, screen: 'root' }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const server = args.server as FakeServer;
    await expect(await canvas.findByText('직업 카드 · 최민준님')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    server.changeElsewhere(item(hand[0]), 'disliked');
    await userEvent.click(canvas.getByRole('button', { name: '끌린다' }));
    await expect(await canvas.findByText('다른 곳에서 바뀐 답을 불러왔습니다', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${hand[0]} 끌린다로 옮기기` })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '끌리지 않는다 (1장)' })).toBeVisible();
    await expect(server.answer(item(hand[0]))).toBe('disliked');
  },
};

/** The instructor opens a participant's tool: named for whom, with their past results, each opening its result. */
export const InstructorForParticipant: Story = {
  args: { audience: 'instructor', subjectName: '윤하람', setup: { past: [fixtureAnswers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('직업 카드 · 윤하람님')).toBeVisible();
    // A past result says when and what it was.
    await expect(canvas.getByText(/2026년 3월 10일 .*· ASE · 끌린 카드 3장/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /2026년 3월 10일 .*결과 보기/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드: ASE/ })).toBeVisible();
    await expect(canvas.getByText('직업 카드 · 윤하람님')).toBeVisible();
  },
};
