import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RankList.css';

export interface RankListItem {
  key: string;
  /** What a screen reader hears for the item, and what announcements name. */
  label: string;
}

export interface RankListProps<T extends RankListItem> {
  /** The list's accessible name. */
  label: string;
  /** The items, first place first. */
  items: readonly T[];
  /** The visible content of an item (its place is shown beside it). */
  renderItem(item: T, place: number): ReactNode;
  /** The new order, by key. */
  onReorder(keys: string[]): void;
  isReadOnly?: boolean;
  className?: string;
}

/**
 * A list put in order with the keyboard alone or the pointer, as the W3C rearrangeable listbox does
 * it: ↑/↓ choose an item, Alt+↑/↓ (or the two buttons) move it, Home/End go to the ends, and each
 * move is announced in a polite live region. No drag is needed (WCAG 2.2 2.5.7).
 */
export function RankList<T extends RankListItem>({
  label,
  items,
  renderItem,
  onReorder,
  isReadOnly = false,
  className,
}: RankListProps<T>) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const current = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const moveTo = (from: number, to: number) => {
    if (isReadOnly || to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setActive(to);
    onReorder(next.map((entry) => entry.key));
    setAnnouncement(`${item.label}: ${to + 1}위로 옮겼습니다.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step !== 0) {
      event.preventDefault();
      if (event.altKey) moveTo(current, current + step);
      else setActive(Math.max(0, Math.min(items.length - 1, current + step)));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : items.length - 1);
    }
  };

  const selected = items[current];
  return (
    <div className={cx(styles.root, className)}>
      <p id={`${id}-help`} className={styles.help}>
        ↑·↓로 고르고 Alt(⌥)+↑·↓ 또는 아래 버튼으로 순서를 옮깁니다.
      </p>
      <div
        role="listbox"
        aria-label={label}
        aria-describedby={`${id}-help`}
        aria-activedescendant={selected ? optionId(current) : undefined}
        aria-readonly={isReadOnly || undefined}
        tabIndex={0}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          // Focus stays on the listbox, which takes the keys and points at the chosen option
          // (aria-activedescendant): the options themselves are not in the tab order.
          // biome-ignore lint/a11y/useFocusableInteractive: see above.
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
          <div
            key={item.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={styles.option}
            onClick={() => setActive(index)}
          >
            <span className={styles.place} aria-hidden="true">
              {index + 1}
            </span>
            <VisuallyHidden>{`${index + 1}위`}</VisuallyHidden>
            <span className={styles.content}>{renderItem(item, index + 1)}</span>
          </div>
        ))}
      </div>
      {isReadOnly ? null : (
        <div className={styles.moves}>
          <Button
            variant="secondary"
            size="sm"
            iconStart="arrowUp"
            isDisabled={current <= 0}
            onPress={() => moveTo(current, current - 1)}
          >
            {selected ? `${selected.label} 위로` : '위로'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconStart="arrowDown"
            isDisabled={current >= items.length - 1}
            onPress={() => moveTo(current, current + 1)}
          >
            {selected ? `${selected.label} 아래로` : '아래로'}
          </Button>
        </div>
      )}
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
    </div>
  );
}
