import type { ReactNode } from 'react';
import { Button as AriaButton, type DropItem, DropZone, useDrag } from 'react-aria-components';
import type { JobCard } from '../types';
import * as styles from './screens.css';

// Dragging cards onto the piles, where a pointer makes that quicker (issue 11: "drag where it
// helps, with react-aria's keyboard drag and drop"). Loaded with the cards, apart from the tool's
// chunk; the pile buttons and number keys do everything without it (WCAG 2.2 2.5.7).

/** What a dragged job card carries: its id, under a type of our own (and its name as plain text). */
const CARD_TYPE = 'application/x-career-job-card';

/**
 * The card being sorted, draggable onto a pile where a pointer makes that quicker; a keyboard or
 * screen-reader user can drag it too (react-aria's drag button: Enter, Tab to a pile, Enter), though
 * the pile buttons and number keys already do the same without a drag.
 */
export function DraggableCard({
  card,
  className,
  children,
  after,
  onDragChange,
}: {
  card: JobCard;
  className: string;
  children: ReactNode;
  /** The pile buttons: before the drag button in the tab order, as they come first. */
  after: ReactNode;
  /** A drag starts (true) or ends, dropped or not (false): the piles take drops only meanwhile. */
  onDragChange(dragging: boolean): void;
}) {
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    hasDragButton: true,
    getItems: () => [{ [CARD_TYPE]: String(card.id), 'text/plain': card.name }],
    onDragStart: () => onDragChange(true),
    onDragEnd: () => onDragChange(false),
  });
  return (
    <>
      <article
        {...dragProps}
        className={className}
        aria-labelledby={`job-card-${card.id}`}
        data-dragging={isDragging || undefined}
      >
        {children}
      </article>
      {after}
      <AriaButton {...dragButtonProps} className={styles.dragButton} aria-label={`${card.name} 끌어서 옮기기`}>
        끌어서 옮기기 (Enter, Tab으로 더미 고르기, Enter)
      </AriaButton>
    </>
  );
}

/** The card ids a drop carries (of our own type; anything else dropped is ignored). */
async function droppedCardIds(event: { items: readonly DropItem[] }): Promise<number[]> {
  const ids = await Promise.all(
    event.items.map((item) =>
      item.kind === 'text' && item.types.has(CARD_TYPE) ? item.getText(CARD_TYPE).then(Number) : null,
    ),
  );
  return ids.filter((id): id is number => id !== null && Number.isInteger(id));
}

/**
 * A pile that takes dragged cards (of our own type only). Disabled while nothing is dragged: its
 * drop button (react-aria's, for the keyboard drag) is then no Tab stop beside the pile's own
 * buttons; a drag enables it before react-aria looks for drop targets, and Tab goes from pile to
 * pile (react-aria moves focus between the drop targets itself).
 */
export function PileDropZone({
  label,
  isDisabled,
  onDropCards,
  children,
}: {
  label: string;
  isDisabled: boolean;
  onDropCards(ids: number[]): void;
  children: ReactNode;
}) {
  return (
    <DropZone
      aria-label={label}
      isDisabled={isDisabled}
      className={styles.dropZone}
      getDropOperation={(types) => (types.has(CARD_TYPE) ? 'move' : 'cancel')}
      onDrop={async (event) => onDropCards(await droppedCardIds(event))}
    >
      {children}
    </DropZone>
  );
}
