import { visuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.css';

let log: HTMLDivElement | null = null;

/**
 * Says `text` to a screen reader at once. The line is text, never a reference to an element:
 * react-aria's announcer reads a pending button through `role="img" aria-labelledby`, which is left
 * empty for seven seconds when the button goes away (a sign-in that navigates), and axe fails it.
 */
export function announce(text: string): void {
  const fresh = !log?.isConnected;
  if (!log || fresh) {
    log = document.createElement('div');
    log.setAttribute('aria-live', 'assertive');
    log.className = visuallyHidden;
    document.body.append(log);
  }
  const region = log;
  const line = document.createElement('div');
  line.textContent = text;
  // A region that has only just been added is not listened to yet (Safari); a moment later it is.
  setTimeout(() => region.append(line), fresh ? 100 : 0);
  setTimeout(() => line.remove(), 7000);
}
