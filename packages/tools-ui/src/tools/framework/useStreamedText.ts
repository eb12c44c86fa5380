import type { Reply } from '@career/api-sdk';
import { useEffect, useRef, useState } from 'react';

// A text a tool's server call writes as it comes (decision 019): the text shows as it is written,
// it can be stopped, a refusal is kept as a message to show in place, and leaving the screen stops
// it. One way for every writing tool (drafts, rewrites, paragraphs, plans).

export type StreamedText<D> =
  | { phase: 'idle' }
  | { phase: 'writing'; text: string }
  | { phase: 'done'; data: D }
  | { phase: 'stopped'; text: string; message: string }
  | { phase: 'refused'; message: string };

export interface StreamedTextOptions<D> {
  /** Before the call: a message to refuse with (what the student wrote is not saved yet), or null to go on. */
  before?(): Promise<string | null>;
  /** The call, streamed. */
  call(handlers: { onText(text: string): void; signal: AbortSignal }): Promise<Reply<D>>;
  /** The finished data, for the screen to keep. */
  onDone?(data: D): void;
}

export function useStreamedText<D>({ before, call, onDone }: StreamedTextOptions<D>) {
  const [state, setState] = useState<StreamedText<D>>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'writing', text: '' });
    const refusal = before ? await before() : null;
    if (refusal !== null) {
      controller.current = null;
      setState({ phase: 'refused', message: refusal });
      return;
    }
    let text = '';
    const reply = await call({
      onText: (piece) => {
        text += piece;
        setState({ phase: 'writing', text });
      },
      signal: abort.signal,
    });
    controller.current = null;
    if (reply.ok) {
      setState({ phase: 'done', data: reply.data });
      onDone?.(reply.data);
    } else if (abort.signal.aborted) setState({ phase: 'stopped', text, message: reply.message });
    else setState({ phase: 'refused', message: reply.message });
  };

  return { state, start: () => void start(), stop: () => controller.current?.abort() };
}
