import type { Reply, routes } from '@career/api-sdk';
import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { ProgressBar } from '../../../components/ProgressBar';
import { Text } from '../../../components/Text';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { Notice } from '../../../patterns/Notice';
import type { BoundCalls } from '../../framework/calls';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { inToolScreen, ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { handKey, useHands, useJobCard } from '../context';
import {
  announcement,
  cardItem,
  categoriesOf,
  codeNames,
  DECK,
  deckOf,
  otherPiles,
  PILE_KEYS,
  PILE_LABELS,
  PILES,
  pileForKey,
  pileOf,
  pilesOf,
} from '../model/flow';
import type { JobCard, JobCardPile } from '../types';
import * as styles from './screens.css';

const TITLE = '카드를 세 더미로 나누어 주세요';

type DragAndDrop = typeof import('./dragAndDrop');

/** The card being sorted: draggable when dragging could be loaded, else the same card without it. */
function CardToSort({
  dragAndDrop,
  card,
  className,
  children,
  after,
  onDragChange,
}: {
  dragAndDrop: DragAndDrop | null;
  card: JobCard;
  className: string;
  children: ReactNode;
  after: ReactNode;
  /** A drag of the card starts (true) or ends (false). */
  onDragChange(dragging: boolean): void;
}) {
  if (dragAndDrop) {
    return (
      <dragAndDrop.DraggableCard card={card} className={className} after={after} onDragChange={onDragChange}>
        {children}
      </dragAndDrop.DraggableCard>
    );
  }
  return (
    <>
      <article className={className} aria-labelledby={`job-card-${card.id}`}>
        {children}
      </article>
      {after}
    </>
  );
}

/** A pile as a place to drop a dragged card, when dragging could be loaded. */
function DropArea({
  dragAndDrop,
  label,
  dragging,
  onDropCards,
  children,
}: {
  dragAndDrop: DragAndDrop | null;
  label: string;
  /** Whether a card is being dragged: only then is the pile a place to drop (and a stop of the drag's Tab). */
  dragging: boolean;
  onDropCards(ids: number[]): void;
  children: ReactNode;
}) {
  if (!dragAndDrop) return <>{children}</>;
  return (
    <dragAndDrop.PileDropZone label={label} isDisabled={!dragging} onDropCards={onDropCards}>
      {children}
    </dragAndDrop.PileDropZone>
  );
}

interface Cards {
  hand: readonly JobCard[];
  dragAndDrop: DragAndDrop | null;
}

/** The run's deck (the one the category screen was dealt, else dealt again: the same cards in the same order). */
async function loadCards(
  calls: BoundCalls<typeof routes.jobCard>,
  runId: number,
  categories: readonly string[],
  kept?: readonly JobCard[],
): Promise<Reply<Cards>> {
  const [hand, dragAndDrop] = await Promise.all([
    kept
      ? Promise.resolve({ ok: true, data: kept } as const)
      : calls.smallJobCategoryList.load({ body: { run_id: runId, categories: [...categories] } }),
    // Dragging is a help beside the buttons and keys (~23 KiB): fetched with the cards, kept out of
    // the tool's chunk, and the sort works without it when it cannot be fetched.
    import('./dragAndDrop').catch(() => null),
  ]);
  if (!hand.ok) return hand;
  return { ok: true, data: { hand: hand.data, dragAndDrop } };
}

/**
 * The card sort, the heart of the tool: one card at a time, put on "끌린다", "잘 모르겠다" or
 * "끌리지 않는다" with three big buttons or the number keys 1, 2 and 3; the three piles listed below,
 * every card with buttons that move it to either other pile or back to the deck. No drag is needed
 * (WCAG 2.2 2.5.7); each move is saved as the card's answer at once and announced politely.
 */
export function RootScreen() {
  const { calls, navigate } = useJobCard();
  const hands = useHands();
  const { snapshot } = useToolRun();
  const runId = snapshot.run?.status === 'open' ? snapshot.run.id : null;
  const categories = categoriesOf(snapshot.answers);
  const key = runId === null || categories.length === 0 ? null : handKey(runId, categories);
  const cards = useLoaded(
    () => (runId === null || key === null ? null : loadCards(calls, runId, categories, hands.get(key))),
    key,
  );

  const back = (
    <Button variant="ghost" onPress={() => navigate('category/select')}>
      직업 분류로
    </Button>
  );
  if (runId === null) return <NoOpenRun title={TITLE} />;
  if (key === null) {
    return (
      <ToolScreen title={TITLE} back={back}>
        <Notice title="아직 고른 직업 분류가 없습니다">
          살펴볼 직업 분류를 먼저 골라 주세요.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('category/select')}>
            직업 분류 고르기
          </Button>
        </Notice>
      </ToolScreen>
    );
  }
  if (cards.status !== 'ready') {
    return (
      <Loaded
        value={cards}
        failed="직업 카드를 불러오지 못했습니다"
        loading={{ label: '직업 카드를 불러오는 중', variant: 'block', lines: 6 }}
        frame={inToolScreen({ title: TITLE, back })}
      />
    );
  }
  if (cards.data.hand.length === 0) {
    // Every card was put away since (the admin deactivates cards).
    return (
      <ToolScreen title={TITLE} back={back}>
        <Notice tone="warning" title="나눌 카드가 없습니다">
          직업 카드가 모두 쉬고 있습니다. 잠시 뒤 다시 오거나 다른 직업 분류를 골라 주세요.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('category/select')}>
            직업 분류 고르기
          </Button>
        </Notice>
      </ToolScreen>
    );
  }
  return <Sort key={key} hand={cards.data.hand} dragAndDrop={cards.data.dragAndDrop} back={back} />;
}

/** Where focus goes once a move has been drawn: the sorted card in its new pile, the pile buttons, or the end. */
type FocusAfter = { card: number; pile: JobCardPile } | 'choices' | 'done' | null;

function Sort({
  hand,
  dragAndDrop,
  back,
}: {
  hand: readonly JobCard[];
  dragAndDrop: DragAndDrop | null;
  back: ReactNode;
}) {
  const { navigate } = useJobCard();
  const { snapshot, actions } = useToolRun();
  // Whether the card is being dragged (with a pointer or from the keyboard): only then are the piles drop targets.
  const [dragging, setDragging] = useState(false);
  // Cards put back this visit come next, the latest first; after a reload the deck is in the dealt order.
  const [front, setFront] = useState<readonly number[]>([]);
  const [said, setSaid] = useState('');
  const focusAfter = useRef<FocusAfter>(null);
  const area = useRef<HTMLElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const pilesRef = useRef<HTMLDivElement>(null);

  const piles = pilesOf(hand, snapshot.answers);
  const deck = deckOf(hand, snapshot.answers, front);
  const current = deck[0] ?? null;
  const sortedInHand = hand.length - deck.length;

  const put = (card: JobCard, pile: JobCardPile | null, from: 'deck' | JobCardPile) => {
    actions.answer(cardItem(card.id), pile ?? DECK);
    const left = hand.filter((other) => other.id !== card.id && pileOf(snapshot.answers, other.id) === null).length;
    if (pile === null) {
      setFront((ids) => [card.id, ...ids.filter((id) => id !== card.id)]);
      setSaid(announcement(card.name, 'returned', left + 1));
      focusAfter.current = 'choices';
    } else if (from === 'deck') {
      setSaid(announcement(card.name, { placed: pile }, left));
      // After the last card focus goes to the end; else it stays on the pile button pressed.
      focusAfter.current = left === 0 ? 'done' : null;
    } else {
      setSaid(announcement(card.name, { moved: pile }, deck.length));
      focusAfter.current = { card: card.id, pile };
    }
  };

  // After a move the pressed button may be gone (a card changes lists, the deck empties): focus goes
  // where the user can go on, never to the page's top. The answers are drawn a moment after the
  // press, so the target is kept until it is there.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    const element =
      target === 'choices'
        ? choicesRef.current?.querySelector<HTMLElement>('button')
        : target === 'done'
          ? doneRef.current
          : pilesRef.current?.querySelector<HTMLElement>(
              `[data-pile="${target.pile}"] [data-pile-card="${target.card}"]`,
            );
    if (!element) return;
    focusAfter.current = null;
    element.focus();
  });

  // The number keys put the current card on a pile while focus is in the sort area (not in the piles).
  const putByKey = useEffectEvent((pile: JobCardPile) => {
    if (current) put(current, pile, 'deck');
  });
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const pile = pileForKey(event.key);
      if (!pile) return;
      event.preventDefault();
      putByKey(pile);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  const next = async () => {
    if (await actions.flush()) navigate('classify');
  };
  const counts = PILES.map((pile) => `${PILE_LABELS[pile]} ${piles[pile].length}장`).join(', ');

  return (
    <ToolScreen
      title={TITLE}
      description="잘할 수 있을지보다 마음이 끌리는지를 떠올리며 나누어 보세요. 어떤 일인지 잘 모르겠으면 잘 모르겠다에 두면 됩니다. 카드는 놓는 즉시 저장되고, 아래 목록에서 언제든 옮길 수 있습니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button variant="primary" isDisabled={deck.length > 0} onPress={() => void next()}>
          이유 고르기
        </Button>
      }
    >
      <div className={styles.progressRow}>
        <ProgressBar
          label="분류한 카드"
          value={sortedInHand}
          maxValue={hand.length}
          valueLabel={`${sortedInHand} / ${hand.length}장`}
        />
        {deck.length > 0 ? (
          <Text size="sm" tone="muted">
            카드를 모두 나누면 끌린 카드와 끌리지 않은 카드의 이유를 고를 수 있습니다. 잘 모르겠다에 둔 카드는 이유가
            필요 없습니다.
          </Text>
        ) : null}
      </div>
      <section ref={area} className={styles.sortArea} aria-labelledby="job-card-sort">
        <Heading level={2} size={4} id="job-card-sort">
          지금 나눌 카드
        </Heading>
        <p id="job-card-keys" className={styles.help}>
          끌린다는 숫자 키 1, 잘 모르겠다는 2, 끌리지 않는다는 3으로도 고를 수 있습니다(이 영역에 포커스가 있을 때).
        </p>
        {current ? (
          <CardToSort
            dragAndDrop={dragAndDrop}
            card={current}
            className={styles.currentCard}
            onDragChange={setDragging}
            after={
              <div ref={choicesRef} className={styles.choices}>
                {PILES.map((pile) => (
                  <Button
                    key={pile}
                    size="lg"
                    fullWidth
                    variant={pile === 'liked' ? 'primary' : 'secondary'}
                    aria-describedby="job-card-keys"
                    onPress={() => put(current, pile, 'deck')}
                  >
                    {PILE_LABELS[pile]}
                    <span className={styles.key} aria-hidden="true">
                      {PILE_KEYS[pile]}
                    </span>
                  </Button>
                ))}
              </div>
            }
          >
            <p className={styles.cardPlace}>
              카드 {sortedInHand + 1} / {hand.length}
            </p>
            <h3 id={`job-card-${current.id}`} className={styles.cardName}>
              {current.name}
            </h3>
            <p className={styles.cardLine}>{current.summary}</p>
            <div className={styles.badges}>
              <Badge>{current.category.name}</Badge>
              <Badge tone="brand">
                흥미 코드 {current.holland}
                <VisuallyHidden> ({codeNames(current.holland)})</VisuallyHidden>
              </Badge>
            </div>
          </CardToSort>
        ) : (
          <div ref={doneRef} tabIndex={-1} className={styles.done}>
            <Notice tone="success" title="모든 카드를 나누었습니다">
              {`${counts}입니다. 아래에서 옮기거나 되돌릴 수 있고, 다 되었으면 이유를 골라 주세요.`}
              {piles.liked.length === 0
                ? ' 끌린다에 놓은 카드가 없어도 괜찮습니다. 끌리지 않은 이유가 결과가 됩니다.'
                : ''}
            </Notice>
          </div>
        )}
      </section>
      <div ref={pilesRef} className={styles.piles}>
        {PILES.map((pile) => (
          <PileList
            key={pile}
            pile={pile}
            cards={piles[pile]}
            onMove={put}
            dragAndDrop={dragAndDrop}
            dragging={dragging}
            onDropCards={(ids) => {
              for (const id of ids) {
                const card = hand.find((entry) => entry.id === id);
                const from = card ? pileOf(snapshot.answers, card.id) : null;
                if (card && from !== pile) put(card, pile, from ?? 'deck');
              }
              // The pile dropped on is no place to stay once the drag is over: on to the next card.
              focusAfter.current ??= 'choices';
            }}
          />
        ))}
      </div>
      <VisuallyHidden>
        <span aria-live="polite">{said}</span>
      </VisuallyHidden>
    </ToolScreen>
  );
}

/** One pile: each card with a button for each other pile and one that puts it back on the deck. */
function PileList({
  pile,
  cards,
  onMove,
  dragAndDrop,
  dragging,
  onDropCards,
}: {
  pile: JobCardPile;
  cards: readonly JobCard[];
  onMove(card: JobCard, pile: JobCardPile | null, from: JobCardPile): void;
  dragAndDrop: DragAndDrop | null;
  dragging: boolean;
  /** Cards dragged onto the pile. */
  onDropCards(ids: number[]): void;
}) {
  const headingId = `job-card-pile-${pile}`;
  return (
    <DropArea
      dragAndDrop={dragAndDrop}
      label={`${PILE_LABELS[pile]}에 놓기`}
      dragging={dragging}
      onDropCards={onDropCards}
    >
      <section className={styles.section} aria-labelledby={headingId} data-pile={pile}>
        <Heading level={2} size={4} id={headingId}>
          {PILE_LABELS[pile]} ({cards.length}장)
        </Heading>
        {cards.length === 0 ? (
          <Text size="sm" tone="muted">
            아직 없습니다.
          </Text>
        ) : (
          <ul className={styles.pileList} aria-labelledby={headingId}>
            {cards.map((card) => (
              <li key={card.id} className={styles.pileItem}>
                <span className={styles.pileCardName}>{card.name}</span>
                <span className={styles.pileMoves}>
                  {otherPiles(pile).map((other) => (
                    <AriaButton
                      key={other}
                      className={styles.pileCard}
                      data-pile-card={card.id}
                      data-to={other}
                      aria-label={`${card.name} ${PILE_LABELS[other]}로 옮기기`}
                      onPress={() => onMove(card, other, pile)}
                    >
                      <span className={styles.pileCardMove}>{PILE_LABELS[other]}로</span>
                    </AriaButton>
                  ))}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${card.name} 되돌리기`}
                    onPress={() => onMove(card, null, pile)}
                  >
                    되돌리기
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </DropArea>
  );
}
