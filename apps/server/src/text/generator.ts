import { text as textLogic } from '@career/tool-logic';
import OpenAI from 'openai';
import type { ServerConfig } from '../config';

// The TextGenerator port (decision 019): what writes a draft. Built in, with no key: a composer that
// writes only from the user's own inputs and our templates, deterministic. Configured
// (AI_BASE_URL, AI_API_KEY, AI_MODEL): any OpenAI-compatible chat-completions API (OpenAI, Azure,
// Korean providers with the same API, a self-hosted vLLM or Ollama), streamed.

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** What a tool asks to be written: the prompt for a provider, and the composer's own text for the same inputs. */
export interface GenerationRequest {
  /** Only what the prompt needs, personal data taken out (see prompts and `redact`). */
  messages: readonly ChatMessage[];
  /** The draft the composer writes from the same inputs. */
  compose(): string;
  maxTokens: number;
  signal: AbortSignal;
}

/** What the screen says wrote a text, by the kind of generator. */
const LABELS = { composer: '자동 조합 초안', ai: 'AI 초안' } as const;

/** Which generator wrote a text: the kind, the screen's name for it, and the model or composer version. */
export interface WrittenBy {
  kind: keyof typeof LABELS;
  label: (typeof LABELS)[keyof typeof LABELS];
  model: string;
}

/** The generator of a kept text, from the kind and model its generation recorded. */
export function writtenBy(kind: string, model: string): WrittenBy {
  const known = kind === 'ai' ? 'ai' : 'composer';
  return { kind: known, label: LABELS[known], model };
}

export interface TextGenerator extends WrittenBy {
  /** The text as it is written, piece by piece. */
  generate(request: GenerationRequest): AsyncIterable<string>;
}

/** Raised when the provider stopped answering for longer than the configured timeout. */
export class GenerationTimeout extends Error {}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    // The listener goes when the pause ends, so a long draft does not pile one up per piece.
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** The built-in composer: the draft of the user's own words, given out in small pieces. */
export function createComposerGenerator(chunkMs: number): TextGenerator {
  return {
    ...writtenBy('composer', textLogic.COMPOSER_VERSION),
    async *generate({ compose, signal }) {
      for (const piece of textLogic.chunksOf(compose())) {
        if (signal.aborted) return;
        yield piece;
        await pause(chunkMs, signal);
      }
    },
  };
}

/** An OpenAI-compatible provider, streamed; one retry before the first text, a timeout between pieces. */
export function createOpenAiGenerator(ai: ServerConfig['ai'] & { baseUrl: string }): TextGenerator {
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey ?? 'none',
    timeout: ai.timeoutMs,
    maxRetries: 1,
  });
  return {
    ...writtenBy('ai', ai.model),
    async *generate({ messages, maxTokens, signal }) {
      // A provider that stops sending mid-answer is timed out here (the client's timeout covers the
      // wait for the first byte only).
      const idle = new AbortController();
      const onAbort = () => idle.abort();
      signal.addEventListener('abort', onAbort);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let timedOut = false;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          idle.abort();
        }, ai.timeoutMs);
      };
      try {
        arm();
        const stream = await client.chat.completions.create(
          { model: ai.model, messages: [...messages], stream: true, max_tokens: maxTokens, temperature: 0.4 },
          { signal: idle.signal },
        );
        for await (const chunk of stream) {
          arm();
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
        // An aborted stream may end quietly rather than throw.
        if (timedOut) throw new GenerationTimeout('the provider stopped answering');
      } catch (error) {
        if (timedOut) throw new GenerationTimeout('the provider stopped answering');
        if (signal.aborted) return;
        throw error;
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}

/** The generator the configuration names: a provider when AI_BASE_URL is set, else the composer. */
export function createTextGenerator(config: Pick<ServerConfig, 'ai' | 'composerChunkMs'>): TextGenerator {
  const { baseUrl } = config.ai;
  return baseUrl ? createOpenAiGenerator({ ...config.ai, baseUrl }) : createComposerGenerator(config.composerChunkMs);
}
