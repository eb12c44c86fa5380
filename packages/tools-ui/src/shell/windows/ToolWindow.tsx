import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { IconButton } from '../../components/IconButton';
import { cx } from '../../internal/cx';
import * as styles from './ToolWindow.css';
import { useToolWindowStack } from './ToolWindowLayer';

export interface WindowPosition {
  x: number;
  y: number;
}

export interface ToolWindowProps {
  /** The window's title, in Korean: its heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Where it opens, in px from the top left of the viewport. */
  defaultPosition?: WindowPosition;
  /** Open pinned (above every unpinned window). */
  defaultPinned?: boolean;
  onPinnedChange?: (pinned: boolean) => void;
  /** Shows a close button; the owner removes the window. */
  onClose?: () => void;
  /** Width in px. */
  width?: number;
  className?: string;
}

/** How far one arrow key press moves the window, and with Shift. */
const STEP_PX = 10;
const BIG_STEP_PX = 50;
/** How much of the title bar stays on screen, so the window can always be moved back. */
const KEEP_VISIBLE_PX = 80;

const moves: Record<string, WindowPosition> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

function clampToViewport({ x, y }: WindowPosition, width: number): WindowPosition {
  const maxX = Math.max(0, window.innerWidth - KEEP_VISIBLE_PX);
  const maxY = Math.max(0, window.innerHeight - KEEP_VISIBLE_PX);
  return { x: Math.min(Math.max(x, KEEP_VISIBLE_PX - width), maxX), y: Math.min(Math.max(y, 0), maxY) };
}

/**
 * A movable tool window (a memo, a timer, a QR code beside the screen) with a pin. Drag it by its
 * title bar, or move it with the arrow keys on its move handle. Focusing or clicking brings it to the
 * front of its kind; pinned windows always stay above unpinned ones (spec §9). Opening it moves
 * focus into it; Escape closes it (when it can be closed) and focus returns to where it was.
 */
export function ToolWindow({
  title,
  children,
  defaultPosition = { x: 40, y: 40 },
  defaultPinned = false,
  onPinnedChange,
  onClose,
  width = 360,
  className,
}: ToolWindowProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const stack = useToolWindowStack();
  const { open, close } = stack;
  const layer = stack.layers.find((candidate) => candidate.id === id);
  const pinned = layer?.pinned ?? defaultPinned;
  const [position, setPosition] = useState(defaultPosition);
  const drag = useRef<{ pointerId: number; start: WindowPosition; origin: WindowPosition } | null>(null);

  const frame = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window opens once, with the pin it starts with.
  useEffect(() => {
    open(id, defaultPinned);
    return () => close(id);
  }, [id, open, close]);

  // Focus moves into the window as it opens (it may cover the button that opened it, WCAG 2.4.11),
  // and back to that button when it closes, unless the person has gone on elsewhere meanwhile.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    frame.current?.focus();
    return () => {
      const lost = document.activeElement === document.body || document.activeElement === null;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !onClose || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  const raise = () => stack.raise(id);
  const setPinned = (next: boolean) => {
    stack.pin(id, next);
    onPinnedChange?.(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    event.preventDefault();
    // Synthetic pointers (tests) have no capture to take; the move still follows them.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {}
    drag.current = { pointerId: event.pointerId, start: { x: event.clientX, y: event.clientY }, origin: position };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setPosition(
      clampToViewport(
        {
          x: current.origin.x + event.clientX - current.start.x,
          y: current.origin.y + event.clientY - current.start.y,
        },
        width,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onMoveKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = moves[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP_PX : STEP_PX;
    setPosition((current) =>
      clampToViewport({ x: current.x + direction.x * step, y: current.y + direction.y * step }, width),
    );
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: bringing the window forward on any press or focus inside it; the controls inside are the interactive parts.
    <section
      ref={frame}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cx(styles.frame, pinned && styles.pinned, className)}
      style={{ zIndex: layer?.zIndex, width, transform: `translate(${position.x}px, ${position.y}px)` }}
      onPointerDownCapture={raise}
      onFocus={raise}
      data-pinned={pinned || undefined}
    >
      {/* Dragging by the title bar is for pointers; the move handle does the same from the keyboard. */}
      <header
        className={styles.titleBar}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <button
          type="button"
          className={styles.moveHandle}
          aria-label={`${title} 창 이동`}
          aria-describedby={hintId}
          onKeyDown={onMoveKey}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.handleIcon}>
            <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
          </svg>
        </button>
        <span id={hintId} hidden>
          화살표 키로 창을 옮깁니다. Shift를 함께 누르면 크게 옮깁니다.
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {pinned ? <span className={styles.pinnedBadge}>고정됨</span> : null}
        <ToggleButton
          isSelected={pinned}
          onChange={setPinned}
          aria-label={`${title} 창 고정`}
          className={styles.pinButton}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.pinIcon}>
            <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5z" />
            <path d="M12 14v6" />
          </svg>
        </ToggleButton>
        {onClose ? <IconButton icon="close" label={`${title} 창 닫기`} size="sm" onPress={onClose} /> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
