import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { cx } from '../../internal/cx';
import * as styles from './CountdownTimer.css';
import { type CountdownState, createCountdown } from './countdown';

export interface CountdownTimerProps {
  /** Where the countdown starts, in seconds; a new value resets it. */
  seconds: number;
  /** Runs on every tick (spec §4). */
  onUpdate?: (state: CountdownState) => void;
  /** Runs once when it reaches 0 (spec §4). */
  onFinish?: (state: CountdownState) => void;
  /** Start counting as soon as it shows. */
  autoStart?: boolean;
  /** What the timer times, in Korean; its accessible name. */
  label?: string;
  /**
   * Offer start, pause and reset (the default). Without them the countdown only runs: an
   * interview's clock is kept by the server and cannot be paused or begun again.
   */
  controls?: boolean;
  className?: string;
}

/** A countdown shown as hours, minutes and seconds, with start, pause and reset. */
export function CountdownTimer({
  seconds,
  onUpdate,
  onFinish,
  autoStart = false,
  label = '남은 시간',
  controls = true,
  className,
}: CountdownTimerProps) {
  // The latest actions, without restarting the countdown when a parent passes new functions.
  const actions = useRef({ onUpdate, onFinish });
  actions.current = { onUpdate, onFinish };
  const [countdown] = useState(() =>
    createCountdown({
      seconds,
      onUpdate: (state) => actions.current.onUpdate?.(state),
      onFinish: (state) => actions.current.onFinish?.(state),
    }),
  );
  const [state, setState] = useState(countdown.getState);

  useEffect(() => countdown.subscribe(setState), [countdown]);
  useEffect(() => {
    countdown.reset(seconds);
    if (autoStart) countdown.start();
    return () => countdown.dispose();
  }, [countdown, seconds, autoStart]);

  const { hours, minute, seconds: secondsText, running, finished } = state;
  return (
    <div className={cx(styles.root, className)}>
      {/* role="timer" is not live: the figures change every second and would drown out everything else. */}
      <div role="timer" aria-label={label} className={cx(styles.clock, finished && styles.finished)}>
        <span>{hours}</span>
        <span className={styles.separator} aria-hidden="true">
          :
        </span>
        <span>{minute}</span>
        <span className={styles.separator} aria-hidden="true">
          :
        </span>
        <span>{secondsText}</span>
      </div>
      <p role="status" className={styles.status}>
        {finished ? (
          <>
            <Icon name="clock" />
            시간이 끝났습니다.
          </>
        ) : null}
      </p>
      {controls ? (
        <div className={styles.controls}>
          {running ? (
            <Button variant="secondary" onPress={() => countdown.pause()}>
              일시정지
            </Button>
          ) : (
            <Button onPress={() => countdown.start()} isDisabled={finished}>
              시작
            </Button>
          )}
          <Button variant="ghost" onPress={() => countdown.reset()}>
            처음으로
          </Button>
        </div>
      ) : null}
    </div>
  );
}
