import { proxy } from 'valtio/vanilla';
import type { StatusTone } from '../../internal/status';

/** The three kinds of spec §2: an alert needs acknowledging, a confirm asks yes or no, an info tells. */
export const dialogKinds = ['alert', 'confirm', 'info'] as const;
export type DialogKind = (typeof dialogKinds)[number];

/**
 * What the message is about, shown as an icon of its own beside the title. `danger` also marks a
 * destructive confirm: its button takes the danger style, and '취소' takes the focus.
 */
export type DialogTone = StatusTone;

/** The spec's defaults: title '알림', button '확인'; a confirm adds '취소'. */
export const DIALOG_DEFAULTS = { title: '알림', confirmLabel: '확인', cancelLabel: '취소' } as const;

export interface DialogOptions {
  /** Shown as the dialog's heading; '알림' unless given. */
  title?: string;
  /** The button that accepts; '확인' unless given. */
  confirmLabel?: string;
  /** A confirm's second button; '취소' unless given. */
  cancelLabel?: string;
  /** The message's nature (an icon beside the title); none unless given, 'info' for `info`. */
  tone?: DialogTone;
  /** Runs when the person presses the confirm button. */
  onPress?: () => void;
  /** Runs when the person dismisses the dialog (Escape, or a confirm's cancel button). */
  onDismiss?: () => void;
  /** Aborting takes the dialog off the queue without running either action. */
  signal?: AbortSignal;
}

/** One queued dialog, as the host renders it: plain data, no functions. */
export interface DialogEntry {
  id: number;
  kind: DialogKind;
  title: string;
  message: string;
  confirmLabel: string;
  /** Only a confirm has a second button. */
  cancelLabel: string | null;
  tone: DialogTone | null;
}

/** The queue: the first entry is the one on screen; the others wait their turn. */
export const dialogState = proxy<{ queue: DialogEntry[] }>({ queue: [] });

interface Pending {
  resolve: (pressed: boolean) => void;
  onPress: (() => void) | undefined;
  onDismiss: (() => void) | undefined;
  release: () => void;
}

// Callbacks stay outside the proxy: a snapshot is data, and valtio would wrap what it holds.
const pending = new Map<number, Pending>();
let lastId = 0;

function open(kind: DialogKind, message: string, options: DialogOptions = {}): Promise<boolean> {
  const { signal } = options;
  if (signal?.aborted) return Promise.resolve(false);
  const id = ++lastId;
  return new Promise<boolean>((resolve) => {
    const onAbort = () => settle(id, false, false);
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.set(id, {
      resolve,
      onPress: options.onPress,
      onDismiss: options.onDismiss,
      release: () => signal?.removeEventListener('abort', onAbort),
    });
    dialogState.queue.push({
      id,
      kind,
      title: options.title ?? DIALOG_DEFAULTS.title,
      message,
      confirmLabel: options.confirmLabel ?? DIALOG_DEFAULTS.confirmLabel,
      cancelLabel: kind === 'confirm' ? (options.cancelLabel ?? DIALOG_DEFAULTS.cancelLabel) : null,
      tone: options.tone ?? (kind === 'info' ? 'info' : null),
    });
  });
}

function settle(id: number, pressed: boolean, runAction: boolean): void {
  const entry = pending.get(id);
  if (!entry) return;
  pending.delete(id);
  entry.release();
  const index = dialogState.queue.findIndex((queued) => queued.id === id);
  if (index >= 0) dialogState.queue.splice(index, 1);
  try {
    if (runAction) (pressed ? entry.onPress : entry.onDismiss)?.();
  } finally {
    entry.resolve(pressed);
  }
}

/** Queues an alert; resolves when it is closed, either way. Callable from plain code, without React. */
export async function alert(message: string, options?: DialogOptions): Promise<void> {
  await open('alert', message, options);
}

/** Queues a confirm; resolves true when the person presses the confirm button, false otherwise. */
export function confirm(message: string, options?: DialogOptions): Promise<boolean> {
  return open('confirm', message, options);
}

/** Queues an information dialog; resolves when it is closed. */
export async function info(message: string, options?: DialogOptions): Promise<void> {
  await open('info', message, options);
}

/** The person pressed the confirm button of dialog `id`: its press action runs, and the next dialog shows. */
export function pressDialog(id: number): void {
  settle(id, true, true);
}

/** The person dismissed dialog `id`: its dismiss action runs, and the next dialog shows. */
export function dismissDialog(id: number): void {
  settle(id, false, true);
}

/** Empties the queue without running any action (each waiting promise resolves as dismissed). */
export function clearDialogs(): void {
  for (const { id } of [...dialogState.queue]) settle(id, false, false);
}
