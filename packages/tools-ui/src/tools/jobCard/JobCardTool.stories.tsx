import type { Audience } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { wholeText } from '../../internal/wholeText';
import { expectWholeReport } from '../framework/fixtures/expectReport';
import type { FakeServer, FakeSetup } from '../framework/fixtures/fakeServer';
import { ToolHarness } from '../framework/fixtures/ToolHarness';
import { cardNamed, fixtureContent } from './fixtures/cards';
import {
  allLikedAnswers,
  createFakeJobCard,
  DISLIKED_NAMES,
  dealFixture,
  type FakeJobCardOptions,
  fixtureAnswers,
  LIKED_NAMES,
  noneLikedAnswers,
  readyToSort,
  SORTED_GROUPS,
  UNSURE_NAMES,
  warmUpAnswers,
} from './fixtures/fakeServer';
import { JobCardTool } from './JobCardTool';
import { cardItem, warmUpItem, whyItem } from './model/flow';
import type { JobCardResultV1 } from './types';

/** The page around the story (a select's options open there). */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

interface HarnessProps {
  screen: string;
  audience?: Audience;
  subjectName?: string;
  setup?: FakeSetup;
  /** How the fake server scores (the pace of the saves, an older scoring's result). */
  options?: FakeJobCardOptions;
  /** The fake server, when a story needs to reach it (another device's change, the alerts shown). */
  server?: FakeServer;
  /** Offers a button that mounts the tool anew on the same server, as a reload of the page does. */
  reload?: boolean;
}

/** The tool with an in-memory server dealing and scoring as the API does, and its own navigation. */
function Harness({ screen, audience, subjectName, setup, options, server, reload }: HarnessProps) {
  const [fake] = useState(() => server ?? createFakeJobCard(setup, options));
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
const SCORING = `**카드 묶음** 여섯 흥미 유형(카드 코드의 첫 글자)마다 7장씩 42장입니다. 유형마다 고른 분류의 카드가 4장까지 먼저
들어가고 나머지는 다른 분야의 카드입니다. 고른 분류만 나누면 코드가 고른 대로만 나오기 때문입니다. 검사마다 순서가 정해져
다시 열어도 같은 카드가 같은 순서로 나옵니다. 그 검사에 나누어 준, 지금 쓰는 카드만 답으로 받고 셉니다.

**채점 (job-card/3, 결정 030)** 카드를 끌린다, 잘 모르겠다, 끌리지 않는다의 세 더미로 모두 나누고, 끌린 카드와 끌리지 않은
카드마다 이유를 고릅니다(잘 모르겠다는 이유가 필요 없습니다). 나눈 카드마다 직업 코드의 글자에 첫 글자 3, 둘째 2, 셋째 1의
무게를 두고 끌린다 1 · 잘 모르겠다 ½ · 끌리지 않는다 0으로 평균 낸 값이 유형의 끌림 정도(0–100)입니다. 끌린 카드에 있는 유형
가운데 끌림 정도가 높은 세 유형이 코드이고, 같으면 R·I·A·S·E·C 순서이며 그렇게 정했다고 알립니다. (job-card/2는 끌린
카드의 점수만 더해, 다른 카드의 둘째·셋째 글자에 자주 나오는 유형이 점수를 얻었습니다. 그때의 결과는 그대로 보여 줍니다.)

- 관련 직업: 끌린 카드와 끌리지 않은 카드의 직업을 뺀 모든 직업을 코드의 일치도(Iachan의 M 지수, 0–28, 적합도 = 100 × M ÷ 28)로
  줄 세웁니다. 적합도가 같으면 같다고 보여 주고, 그 안에서는 끌린 카드와 같은 중분류인 직업, 그다음 이름 순서입니다. 15개까지.
- 끌린 카드가 없으면 코드와 관련 직업을 만들지 않고, 끌리지 않은 이유와 다음 걸음을 보여 줍니다.
- 응답 품질: 거의 모두 끌림(90% 이상, 10장 이상), 끌린 카드 없음, 모두 잘 모르겠다, 순서 규칙으로 정한 동점, 너무 빠른 분류,
  1·2위 근접(끌림 정도 25 미만 차이: 카드 분류는 첫 두 유형의 순서를 드물게만 가려냅니다), 평평한 분류(여섯 유형이 17.5 안).
  사용자에게는 부드러운 안내, 상담사·강사에게는 확인 사항으로, PDF에도 들어갑니다.
- 준비 질문은 점수에 쓰지 않고, 결과 옆에 끌린 카드와 어떻게 이어지는지(같은 가치의 이유, 가까운 흥미 유형)만 보여 줍니다.
- 실천 제안: 결과와 함께 서버가 정합니다(준비 질문의 진로 단계에 맞춰).`;

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
/** The deck run 1 is dealt for the teaching and design groups (the product's deal), by name. */
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
const reasonLabel = (key: string) =>
  [...fixtureContent.reasons, ...fixtureContent.disliked_reasons].find((reason) => reason.key === key)?.label ?? key;
const left = (count: number) => `남은 카드 ${count}장`;

/** The front page of a user who has not started: how much the tool asks, from its content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '나는 어떤 직업에 끌릴까' })).toBeVisible();
    await expect(
      canvas.getByText(`준비 질문 ${fixtureContent.warm_up.length}개 · 카드 최대 ${fixtureContent.card_limit}장`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/끌린다, 잘 모르겠다, 끌리지 않는다의 세 더미/)).toBeVisible();
    await expect(canvas.getByText(`관심 가는 직업 분류를 ${limit}개까지`, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '시작하기' })).toBeEnabled();
    await expect(canvas.getByText(/아직 저장된 결과가 없습니다/)).toBeVisible();
  },
};

/** The content cannot be loaded: said so, with a retry that brings the tool. */
export const ContentFailed: Story = {
  args: { setup: { failures: { list: 1 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('직업 카드를 불러오지 못했습니다')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '시작하기' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /다시 시도/ }));
    await expect(await canvas.findByRole('button', { name: '시작하기' })).toBeVisible();
  },
};

const resumed = [hand[0], hand[1]];

/** A returning user: where they were, and on to the sort, at the first card not yet sorted. */
export const Resuming: Story = {
  args: { setup: { answers: { ...readyToSort, [item(resumed[0])]: 'liked', [item(resumed[1])]: 'unsure' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '카드 2장을 나누었습니다(끌린다 1장, 잘 모르겠다 1장, 끌리지 않는다 0장). 카드 1장에 이유를 골라 주세요.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이어서 하기' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[2] })).toBeVisible();
  },
};

/** The warm-up questions (the product's own), each saved as it is answered. */
export const Checklist: Story = {
  args: { screen: 'checklist', setup: { answers: { [warmUpItem(warmUp(0).key)]: warmUp(0).options[1]?.key } } },
  play: async ({ canvas }) => {
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

/**
 * Groups by major group, then middle group with card counts; a group without cards cannot be
 * chosen. The deck spans every group, the chosen ones weighted: said before it is dealt.
 */
export const CategorySelect: Story = {
  args: { screen: 'category/select', setup: { answers: warmUpAnswers } },
  play: async ({ canvasElement, canvas }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText(/고른 분류의 카드가 유형마다 먼저 들어가고 다른 분야의 카드도/)).toBeVisible();
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
    // Cards of every type, not only the chosen groups'.
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuemax', String(hand.length));
    await expect(hand).toContain('은행 사무원');
  },
};

/** A screen of the run reached with no run under way. */
export const NoRunUnderWay: Story = {
  args: { screen: 'root' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('진행 중인 검사가 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '처음 화면으로' }));
    await expect(await canvas.findByRole('button', { name: '시작하기' })).toBeVisible();
  },
};

const DROP_TARGETS = ['끌린다에 놓기', '잘 모르겠다에 놓기', '끌리지 않는다에 놓기'];

/** The piles take dragged cards, but their drop buttons are no Tab stops while nothing is dragged. */
async function expectDropTargetsAsleep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const name of DROP_TARGETS) await expect(canvas.getByRole('button', { name })).toBeDisabled();
}

/**
 * Tab from the pile buttons through the three piles: the stops are the card's drag button and the
 * piles' cards, never a pile's drop target, which takes focus only while a card is being dragged.
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
  // The three piles were walked through: a card of each offers the moves to the others.
  for (const move of ['끌린다로 옮기기', '잘 모르겠다로 옮기기', '끌리지 않는다로 옮기기']) {
    await expect(stops.some((name) => name.endsWith(move))).toBe(true);
  }
  await expect(stops.filter((name) => name.endsWith('에 놓기'))).toEqual([]);
}

/**
 * The card sort from the keyboard alone: number keys 1, 2, 3 and the three pile buttons, a sorted
 * card moved to another pile and back to the deck, each move announced with what is left, the
 * progress counted. Tab goes from the card straight to the piles' cards: the drop targets wait for
 * a drag. Every card sorted, on to the reasons.
 */
export const KeyboardSort: Story = {
  args: { screen: 'root', setup: { answers: readyToSort } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    await expect(canvas.getByText(/숫자 키 1, 잘 모르겠다는 2, 끌리지 않는다는 3/)).toBeVisible();
    await userEvent.tab();
    const liked = canvas.getByRole('button', { name: '끌린다' });
    await expect(liked).toHaveFocus();
    await expect(liked).toHaveAccessibleDescription(/숫자 키 1/);

    await userEvent.keyboard('1');
    await expect(await canvas.findByText(`${hand[0]}: 끌린다에 놓았습니다. ${left(11)}`)).toBeInTheDocument();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '1');
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[1] })).toBeVisible();
    await userEvent.keyboard('2');
    await expect(await canvas.findByText(`${hand[1]}: 잘 모르겠다에 놓았습니다. ${left(10)}`)).toBeInTheDocument();
    await userEvent.keyboard('3');
    await expect(await canvas.findByText(`${hand[2]}: 끌리지 않는다에 놓았습니다. ${left(9)}`)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[3]}: 끌린다에 놓았습니다. ${left(8)}`)).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '잘 모르겠다' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '끌리지 않는다' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(`${hand[4]}: 끌리지 않는다에 놓았습니다. ${left(7)}`)).toBeInTheDocument();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByRole('heading', { level: 2, name: '끌린다 (2장)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '잘 모르겠다 (1장)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '끌리지 않는다 (2장)' })).toBeVisible();

    // On to the piles, past the card's drag button (react-aria's keyboard drag; the buttons come
    // first), and from it straight to the first card of a pile: no drop target in between.
    await expectDropTargetsAsleep(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${hand[5]} 끌어서 옮기기` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${hand[0]} 잘 모르겠다로 옮기기` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[0]}: 잘 모르겠다로 옮겼습니다. ${left(7)}`)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: `${hand[0]} 끌린다로 옮기기` })).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 2, name: '잘 모르겠다 (2장)' })).toBeVisible();

    // And back to the deck: it is the next card, with focus on the pile buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${hand[0]} 끌리지 않는다로 옮기기` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${hand[0]} 되돌리기` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[0]}: 카드 더미로 되돌렸습니다. ${left(8)}`)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '끌린다' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '이유 고르기' })).toBeDisabled();

    await userEvent.keyboard('1');
    for (const name of hand.slice(5)) {
      await expect(await canvas.findByRole('heading', { level: 3, name })).toBeVisible();
      await userEvent.keyboard('3');
    }
    await expect(await canvas.findByText('모든 카드를 나누었습니다')).toBeVisible();
    await expect(
      canvas.getByText(`${hand.at(-1)}: 끌리지 않는다에 놓았습니다. 모든 카드를 나누었습니다.`),
    ).toBeInTheDocument();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', String(hand.length));
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이유 고르기' })).toBeEnabled();
  },
};

/**
 * Dragging where it helps, from the keyboard too: react-aria's drag button, a pile chosen with Tab,
 * Enter to drop. The piles become drop targets for the drag only, and focus goes on to the next card.
 */
export const KeyboardDrag: Story = {
  args: { screen: 'root', setup: { answers: readyToSort } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    await expectDropTargetsAsleep(canvasElement);
    canvas.getByRole('button', { name: `${hand[0]} 끌어서 옮기기` }).focus();
    await userEvent.keyboard('{Enter}');
    // The drag has started: focus is on a pile to drop on, and Tab moves between the piles.
    const onDislikedPile = () => /끌리지 않는다에 놓기/.test(document.activeElement?.getAttribute('aria-label') ?? '');
    for (let step = 0; step < 6 && !onDislikedPile(); step++) await userEvent.tab();
    await expect(onDislikedPile()).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`${hand[0]}: 끌리지 않는다에 놓았습니다. ${left(11)}`)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: '끌리지 않는다 (1장)' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[1] })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '끌린다' })).toHaveFocus());
    await expectDropTargetsAsleep(canvasElement);

    // With a card on each pile, Tab walks through all three without stopping at a drop target; nor
    // after a drag called off with Escape.
    await userEvent.keyboard('1');
    await expect(await canvas.findByRole('heading', { level: 2, name: '끌린다 (1장)' })).toBeVisible();
    await userEvent.keyboard('2');
    await expect(await canvas.findByRole('heading', { level: 2, name: '잘 모르겠다 (1장)' })).toBeVisible();
    await expectNoDropTargetInTabOrder(canvasElement);
    canvas.getByRole('button', { name: `${hand[3]} 끌어서 옮기기` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/에 놓기$/));
    await userEvent.keyboard('{Escape}');
    await expectDropTargetsAsleep(canvasElement);
    await expectNoDropTargetInTabOrder(canvasElement);
  },
};

/** The three big buttons with the pointer; no way on to the reasons while cards are left. */
export const PointerSort: Story = {
  args: { screen: 'root', setup: { answers: readyToSort } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '끌리지 않는다' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '끌리지 않는다 (1장)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이유 고르기' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '끌린다' }));
    await expect(await canvas.findByRole('button', { name: `${hand[1]} 잘 모르겠다로 옮기기` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '잘 모르겠다' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '잘 모르겠다 (1장)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${hand[1]} 끌리지 않는다로 옮기기` }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '끌리지 않는다 (2장)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이유 고르기' })).toBeDisabled();
  },
};

/** A reload mid-sort loses nothing: the piles come back from the run's answers, the deck in the same order. */
export const ReloadMidSort: Story = {
  args: {
    screen: 'root',
    reload: true,
    setup: { answers: { ...readyToSort, [item(hand[0])]: 'liked', [item(hand[1])]: 'disliked' } },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[2] })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: `${hand[0]} 끌리지 않는다로 옮기기` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${hand[1]} 끌린다로 옮기기` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '잘 모르겠다' }));
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '페이지 다시 불러오기' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[3] })).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.getByRole('heading', { level: 2, name: '잘 모르겠다 (1장)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${hand[2]} 끌린다로 옮기기` })).toBeVisible();
  },
};

const without = (answers: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    Object.entries(answers).filter(([key]) => !names.some((name) => key === whyItem(cardNamed(name).id))),
  );
const withoutWhy = without(fixtureAnswers, ['중등학교 교사', '사진작가']);

/**
 * Reasons per liked and per disliked card (the two classify sets), one of the user's own added to
 * each; the cards by reason and those without one; unsure cards need none.
 */
export const Classify: Story = {
  args: { screen: 'classify', setup: { answers: withoutWhy } },
  play: async ({ canvas }) => {
    const meaning = reasonLabel('meaning');
    const explained = await canvas.findByRole('progressbar', { name: '이유를 고른 카드' });
    await expect(explained).toHaveAttribute('aria-valuemax', String(LIKED_NAMES.length + DISLIKED_NAMES.length));
    await expect(explained).toHaveAttribute('aria-valuenow', '8');
    await expect(canvas.getByRole('heading', { level: 2, name: '끌린 카드 3장: 왜 끌렸나요?' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '끌리지 않은 카드 7장: 왜 끌리지 않았나요?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: '아직 끌린 이유가 없는 카드 (1장)' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 4, name: '아직 끌리지 않은 이유가 없는 카드 (1장)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: `${meaning} (1장)` })).toBeVisible();
    await expect(canvas.getByText(/이유를 고르지 않아도 됩니다/)).toBeVisible();
    for (const name of UNSURE_NAMES) await expect(canvas.queryByRole('group', { name })).not.toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: '끌린 이유 직접 적기' }), '방학이 있어서');
    await userEvent.click(canvas.getByRole('button', { name: '끌린 이유 추가' }));
    const teacher = within(canvas.getByRole('group', { name: '중등학교 교사' }));
    await userEvent.click(await teacher.findByRole('checkbox', { name: '방학이 있어서' }));
    await userEvent.click(teacher.getByRole('checkbox', { name: meaning }));

    await userEvent.type(canvas.getByRole('textbox', { name: '끌리지 않은 이유 직접 적기' }), '출장이 잦을 것 같아서');
    await userEvent.click(canvas.getByRole('button', { name: '끌리지 않은 이유 추가' }));
    const photographer = within(canvas.getByRole('group', { name: '사진작가' }));
    await expect(photographer.queryByRole('checkbox', { name: '방학이 있어서' })).not.toBeInTheDocument();
    await userEvent.click(await photographer.findByRole('checkbox', { name: '출장이 잦을 것 같아서' }));
    await userEvent.click(photographer.getByRole('checkbox', { name: reasonLabel('low_income') }));

    await waitFor(() => expect(explained).toHaveAttribute('aria-valuenow', '10'));
    await expect(canvas.getByRole('heading', { level: 4, name: `${meaning} (2장)` })).toBeVisible();
    await expect(canvas.getByText('끌린 카드 모두에 이유를 골랐습니다.')).toBeVisible();
    await expect(canvas.getByText('끌리지 않은 카드 모두에 이유를 골랐습니다.')).toBeVisible();
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드: ASE/ })).toBeVisible();
  },
};

/** The server will not score a card without a reason: its own words, shown beside the cards, not as an alert. */
export const ClassifyRefused: Story = {
  args: { screen: 'classify', server: createFakeJobCard({ answers: withoutWhy }) },
  play: async ({ args, canvas }) => {
    const server = args.server as FakeServer;
    await userEvent.click(await canvas.findByRole('button', { name: '결과 보기' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      '끌린 이유를 고르지 않은 카드가 있습니다: 중등학교 교사. 끌린 카드마다 이유를 하나 이상 골라 주세요. 끌리지 않은 이유를 고르지 않은 카드가 있습니다: 사진작가. 끌리지 않은 카드마다 이유를 하나 이상 골라 주세요.',
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

/** No card liked: said to be fine, the disliked reasons asked for, and a result without a code. */
export const ClassifyNothingLiked: Story = {
  args: { screen: 'classify', setup: { answers: without(noneLikedAnswers, ['사진작가']) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('끌린 카드가 없습니다')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '끌린 이유 직접 적기' })).not.toBeInTheDocument();
    await userEvent.click(
      within(canvas.getByRole('group', { name: '사진작가' })).getByRole('checkbox', { name: reasonLabel('setting') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '끌린 카드가 없습니다' })).toBeVisible();
  },
};

/**
 * The result with its chart, the three piles and both sets of reasons, the warm-up beside it, the
 * tie the RIASEC order decided said gently, and the related occupations by fit, equal fits said to
 * be equal, each with why; a PDF of it.
 */
export const Recommend: Story = {
  args: { screen: 'recommend', setup: completed },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '끌린 카드의 흥미 코드: ASE (예술형 · 사회형 · 진취형)' }),
    ).toBeVisible();
    // The result in a sentence first, with the leading confidence note and next steps, before any chart.
    const takeaway = canvas.getByRole('heading', {
      level: 2,
      name: '나의 직업 카드 흥미 유형은 ‘ASE’(예술형 · 사회형 · 진취형)입니다',
    });
    const chart = canvas.getByRole('table', { name: /여섯 유형의 끌림 정도/ });
    await expect(takeaway.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByText('이렇게 해 보세요')).toBeVisible();
    await expect(
      canvas.getByText(/^첫 글자 A\(예술형, 53\.1\)와 둘째 글자 S\(사회형, 44\.4\)의 차이가 25점보다 작아/),
    ).toBeVisible();
    await expect(canvas.queryByText('상담자 확인 사항')).not.toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: /여섯 유형의 끌림 정도/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /^끌린 이유/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /^끌리지 않은 이유/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '잘 모르겠다 2장' })).toBeVisible();
    const warm = within(canvas.getByRole('region', { name: '준비 질문과 함께 보기' }));
    await expect(warm.getByText(/흥미 코드와 관련 직업 계산에 쓰지 않았습니다/)).toBeVisible();
    await expect(warm.getByText(/끌린 카드의 코드 ASE에도 S·E가 있습니다/)).toBeVisible();

    await expect(await canvas.findByRole('heading', { level: 2, name: '관련 직업 5개' })).toBeVisible();
    await expect(canvas.getAllByText('아주 잘 맞음')[0]).toBeVisible();
    await expect(canvas.getByText('적합도 86/100')).toBeInTheDocument();
    const why = within(canvas.getByRole('list', { name: '특수교사를 추천한 이유' }));
    await expect(why.getByText(/직업 코드 SA와 내 코드 ASE가 2글자를 함께 가집니다/)).toBeVisible();
    await expect(why.getByText('끌린 카드 중등학교 교사, 진로 상담 교사와 같은 분류(교육직)입니다.')).toBeVisible();
    await expect(canvas.getAllByText('적합도 같음 · 다른 1개')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    // Why this code: the liked cards, with their codes and reasons, as every tool says it.
    const code = within(canvas.getByRole('region', { name: /끌린 카드의 흥미 코드/ }));
    await expect(code.getByRole('heading', { level: 3, name: '왜 이 결과인가요?' })).toBeVisible();
    await expect(code.getByRole('list', { name: '이 결과를 만든 나의 답' }).querySelectorAll('li')).toHaveLength(3);
    // The occupations filtered by the preparation they need.
    await userEvent.click(canvas.getByRole('button', { name: /필요한 준비/ }));
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options[0]).toHaveTextContent('모두 (5)');
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

/** Every card liked: a gentle note to the person that the code says little, and the result as it is. */
export const RecommendLopsided: Story = {
  args: { screen: 'recommend', setup: { answers: allLikedAnswers, completed: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('결과 요약')).toBeVisible();
    await expect(canvas.getByText(/나눈 카드 12장 모두를 끌린다에 놓았습니다/)).toBeVisible();
    await expect(canvas.queryByText('상담자 확인 사항')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드/ })).toBeVisible();
  },
};

/** The same lopsided sort at a consultant's screen: the plain flag beside the person's note, in the PDF block too. */
export const RecommendLopsidedForTheCounsellor: Story = {
  args: {
    screen: 'recommend',
    audience: 'consultant',
    subjectName: '최민준',
    setup: { answers: allLikedAnswers, completed: true },
  },
  play: async ({ canvasElement, canvas }) => {
    const flags = await canvas.findByRole('region', { name: '상담자 확인 사항' });
    await expect(within(flags).getByText(/끌린다 12\/12장\(100%\): 거의 모두 선택/)).toBeVisible();
    await expect(flags).toHaveAttribute('data-pdf-block', '상담자 확인 사항');
    await expect(flags.parentElement?.closest('[data-pdf-block]')).toHaveAttribute(
      'data-pdf-block',
      '결과를 읽기 전에',
    );
    // Its report holds on paper, in both copies.
    await expectWholeReport(canvasElement);
  },
};

/** Sorted faster than one reads: said gently, from when each card was saved. */
export const RecommendTooFast: Story = {
  args: { screen: 'recommend', setup: completed, options: { pace: 400 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/카드를 나눈 속도가 매우 빨랐습니다\(한 장에 1초 미만\)/)).toBeVisible();
  },
};

/** No card liked: no code and no occupations made up; what the disliked reasons say and what to do next. */
export const RecommendNothingLiked: Story = {
  args: { screen: 'recommend', setup: { answers: noneLikedAnswers, completed: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '끌린 카드가 없습니다' })).toBeVisible();
    await expect(canvas.getByText(/끌린 카드가 없으니 흥미 코드와 관련 직업은 내지 않았습니다/)).toBeVisible();
    await expect(canvas.getByText(/끌린다에 놓은 카드가 없어 흥미 코드와 관련 직업을 내지 않았습니다/)).toBeVisible();
    const reasons = canvas.getByRole('table', { name: /^끌리지 않은 이유/ });
    await expect(within(reasons).getByText(reasonLabel('low_income'))).toBeVisible();
    // The takeaway's first step and the suggestions below both say it.
    await expect(
      canvas.getAllByText(
        "끌리지 않은 이유로 가장 많이 고른 '보수가 적을 것 같아서'에 해당하지 않는 일의 조건을 세 가지로 적어 보기",
      )[0],
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /관련 직업/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /흥미 코드:/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
  },
};

const OLD_RESULT: JobCardResultV1 = {
  liked: [
    {
      card_id: 20,
      name: '진로 상담 교사',
      holland: 'SEA',
      category: { code: '21', name: '교육직' },
      reasons: ['meaning'],
    },
  ],
  disliked_count: 4,
  profile: { R: 0, I: 0, A: 1, S: 3, E: 2, C: 0 },
  code: 'SEA',
  reason_counts: [{ key: 'meaning', label: '다른 사람과 사회에 도움이 되어서', count: 1 }],
  recommendations: [
    { occupation_id: 9, name: '특수교사', score: 96.7, why: ['끌린 카드들의 공통 흥미 코드 SEA와 첫 글자가 같습니다'] },
    {
      occupation_id: 11,
      name: '직업 상담사',
      score: 96.7,
      why: ['끌린 카드들의 공통 흥미 코드 SEA와 첫 글자가 같습니다'],
    },
  ],
  suggestions: [{ content: '진로 상담 교사 종사자에게 인터뷰 요청하기', due_in_days: 14, topic: '끌린 직업' }],
};

/** A result kept by job-card/1 (two piles, a score) still renders as it was kept, and says it was scored the old way. */
export const RecommendOldResult: Story = {
  args: {
    screen: 'recommend',
    setup: completed,
    options: { keep: () => ({ version: 'job-card/1', result: OLD_RESULT, summary: 'SEA · 끌린 카드 1장' }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이전 채점 방식의 결과입니다')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '끌린 카드의 흥미 코드: SEA (사회형 · 진취형 · 예술형)' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: '관련 직업 2개' })).toBeVisible();
    await expect(canvas.getAllByText('97점')).toHaveLength(2);
    await expect(canvas.getAllByText('점수 같음 · 다른 1개')).toHaveLength(2);
  },
};

/** No result yet: what to do to get one. */
export const RecommendWithoutResult: Story = {
  args: { screen: 'recommend', setup: { answers: readyToSort } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('아직 결과가 없습니다')).toBeVisible();
    await expect(canvas.getByText(/끌리지 않은 카드마다 이유를 고르면 결과가 나옵니다/)).toBeVisible();
  },
};

/** The related occupations fail once: said so in their place, the result still shown, and retried. */
export const RecommendFailed: Story = {
  args: { screen: 'recommend', setup: { ...completed, failures: { selectedList: 1 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('관련 직업을 불러오지 못했습니다')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드: ASE/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /다시 시도/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '관련 직업 5개' })).toBeVisible();
  },
};

/** The steps the server suggested with the result, taken with one press and kept as they are made. */
export const ActionItemResult: Story = {
  args: { screen: 'action-item/result', setup: completed },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/끌린 카드의 흥미 코드 ASE와 관련 직업을 바탕으로/)).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: '그래픽 디자이너 종사자에게 인터뷰 요청하기 담기' }),
    );
    // Kept as it is made, like every answer: no save button to forget.
    await expect(await canvas.findByText(/저장됨/, {}, { timeout: 3000 })).toBeVisible();
  },
};

/** With no liked card, the plan starts from the disliked reasons and the unsure cards. */
export const ActionItemNothingLiked: Story = {
  args: { screen: 'action-item/result', setup: { answers: noneLikedAnswers, completed: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/끌리지 않은 이유와 잘 모르겠다에 둔 카드를 바탕으로/)).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: '다른 직업 분류를 골라 직업 카드를 다시 해 보기 담기' }),
    ).toBeVisible();
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

  // 그래픽 디자이너, 진로 상담 교사 and 중등학교 교사 liked; two unsure; the others not.
  for (const [index, name] of hand.entries()) {
    await expect(await canvas.findByRole('heading', { level: 3, name })).toBeVisible();
    const pile = LIKED_NAMES.includes(name) ? '끌린다' : UNSURE_NAMES.includes(name) ? '잘 모르겠다' : '끌리지 않는다';
    await userEvent.click(canvas.getByRole('button', { name: pile }));
    await waitFor(() => expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', String(index + 1)));
  }
  await expect(await canvas.findByText('모든 카드를 나누었습니다')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '이유 고르기' }));

  await userEvent.type(
    await canvas.findByRole('textbox', { name: '끌린 이유 직접 적기' }),
    '내 손으로 무언가를 만들어서',
  );
  await userEvent.click(canvas.getByRole('button', { name: '끌린 이유 추가' }));
  const reasons: [string, string][] = [
    ['그래픽 디자이너', '내 손으로 무언가를 만들어서'],
    ['진로 상담 교사', reasonLabel('meaning')],
    ['중등학교 교사', reasonLabel('interest')],
    ...DISLIKED_NAMES.map((name): [string, string] => [name, reasonLabel('no_interest')]),
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
  await userEvent.click(await canvas.findByRole('button', { name: /방송 작가의 하는 일과 준비 과정 찾아보기 담기/ }));
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
  play: async ({ args, canvas }) => {
    const server = args.server as FakeServer;
    await expect(await canvas.findByText(wholeText('직업 카드 · 최민준님'))).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: hand[0] })).toBeVisible();
    server.changeElsewhere(item(hand[0]), 'unsure');
    await userEvent.click(canvas.getByRole('button', { name: '끌린다' }));
    await expect(await canvas.findByText('다른 곳에서 바뀐 답을 불러왔습니다', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${hand[0]} 끌린다로 옮기기` })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '잘 모르겠다 (1장)' })).toBeVisible();
    await expect(server.answer(item(hand[0]))).toBe('unsure');
  },
};

/** The instructor opens a participant's tool: named for whom, with their past results, each opening its result. */
export const InstructorForParticipant: Story = {
  args: { audience: 'instructor', subjectName: '윤하람', setup: { past: [fixtureAnswers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wholeText('직업 카드 · 윤하람님'))).toBeVisible();
    // A past result says when and what it was.
    await expect(canvas.getByText(/2026년 3월 10일 .*· ASE · 끌린 카드 3장/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /2026년 3월 10일 .*결과 보기/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /끌린 카드의 흥미 코드: ASE/ })).toBeVisible();
    await expect(canvas.getByText(wholeText('직업 카드 · 윤하람님'))).toBeVisible();
    // The instructor sees the counsellor's flags (here: the tie the order decided).
    await expect(canvas.getByRole('region', { name: '상담자 확인 사항' })).toBeVisible();
  },
};
