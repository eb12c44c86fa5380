export { CountdownTimer, type CountdownTimerProps } from './CountdownTimer';
export {
  type Countdown,
  type CountdownClock,
  type CountdownOptions,
  type CountdownState,
  createCountdown,
  formatCountdown,
  TIMER_TICK_MS,
} from './countdown';
