import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import { estimatePages, type ReportDocument } from './report';
import type { DrawJob, DrawReply } from './reportWorker';

// The report printer (decision 035): reports are drawn in worker threads, never on the thread that
// answers everyone's requests. Bounded three ways: a page cap per report (estimated before drawing),
// one report at a time per person, and a few workers for the server with a short queue. A report
// that takes longer than the time limit has its worker stopped.

export interface PrinterOptions {
  /** Worker threads drawing at once. */
  workers: number;
  /** Reports waiting for a worker, beyond which a new one is refused. */
  queue: number;
  /** The longest report, in pages. */
  maxPages: number;
  timeoutMs: number;
}

export interface ReportPrinter {
  /** Draws the report for `owner` (who asked), or refuses at once: too long, already drawing one, too busy. */
  print(owner: string, report: ReportDocument, info: DrawJob['info']): Promise<{ pdf: Buffer; pages: number }>;
  /** Stops the workers (tests, shutdown). */
  close(): Promise<void>;
}

const messages = {
  tooLong:
    '보고서가 {pages}쪽쯤으로 한 번에 만들 수 있는 {max}쪽을 넘습니다. 수업 기록의 긴 글을 나누거나 줄여 주세요.',
  ownBusy: '보고서를 만들고 있습니다. 다 만든 뒤에 다시 시도해 주세요.',
  serverBusy: '지금 보고서를 만드는 요청이 많습니다. {seconds}초 뒤에 다시 시도해 주세요.',
  timedOut: '보고서를 만드는 데 너무 오래 걸려 멈췄습니다. 잠시 후 다시 시도해 주세요.',
  failed: '보고서를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** A worker kept this long without work is stopped: its fonts and pdfmake hold tens of megabytes. */
const IDLE_MS = 60_000;
const RETRY_SECONDS = 10;

/**
 * A worker thread running reportWorker: the built `reportWorker.js` beside the server bundle, or the
 * source file through tsx's require hook (tests and `pnpm dev` run the sources: a worker does not
 * inherit the loader of the thread that starts it, and Node 20's ESM loader hooks do not reach a
 * worker's entry, while a CommonJS require hook works in the thread that installs it).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./reportWorker.js', import.meta.url));
  const require = createRequire(import.meta.url);
  const tsx = require.resolve('tsx/cjs');
  const script = fileURLToPath(new URL('./reportWorker.ts', import.meta.url));
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(script)});`, { eval: true });
}

interface Job extends DrawJob {
  owner: string;
  resolve(drawn: { pdf: Buffer; pages: number }): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export function createReportPrinter(options: PrinterOptions): ReportPrinter {
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({ worker: null, job: null, timer: null }));
  const waiting: Job[] = [];
  const owners = new Set<string>();
  let nextId = 1;

  function stop(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    void slot.worker?.terminate();
    slot.worker = null;
  }

  function settle(slot: Slot, outcome: { drawn: { pdf: Buffer; pages: number } } | { error: Error }): void {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    owners.delete(job.owner);
    if ('drawn' in outcome) job.resolve(outcome.drawn);
    else job.reject(outcome.error);
    // The next report, or a rest that ends the worker when none comes.
    if (!next(slot) && slot.worker) slot.timer = setTimeout(() => stop(slot), IDLE_MS).unref();
  }

  function workerFor(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: DrawReply) => {
      if (slot.job?.id !== reply.id) return;
      if ('error' in reply) {
        console.error(`[server] report ${reply.id}: ${reply.error}`);
        settle(slot, { error: new ApiError(503, messages.failed) });
      } else {
        settle(slot, {
          drawn: { pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength), pages: reply.pages },
        });
      }
    });
    worker.on('error', (error) => {
      console.error('[server] report worker failed', error);
      slot.worker = null;
      settle(slot, { error: new ApiError(503, messages.failed) });
    });
    slot.worker = worker;
    return worker;
  }

  /** Gives the slot the next waiting report; false when there is none. */
  function next(slot: Slot): boolean {
    const job = waiting.shift();
    if (!job) return false;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.timer = setTimeout(() => {
      // pdfmake cannot be interrupted: the worker is stopped, and a new one starts for the next report.
      stop(slot);
      settle(slot, { error: new ApiError(503, messages.timedOut) });
    }, options.timeoutMs).unref();
    workerFor(slot).postMessage({ id: job.id, report: job.report, info: job.info } satisfies DrawJob);
    return true;
  }

  return {
    print(owner, report, info) {
      const pages = estimatePages(report);
      if (pages > options.maxPages) {
        const message = messages.tooLong.replace('{pages}', String(pages)).replace('{max}', String(options.maxPages));
        return Promise.reject(new ApiError(413, message, { pages, max_pages: options.maxPages }));
      }
      if (owners.has(owner)) return Promise.reject(new ApiError(429, messages.ownBusy));
      if (waiting.length >= options.queue) {
        const message = messages.serverBusy.replace('{seconds}', String(RETRY_SECONDS));
        return Promise.reject(
          new ApiError(503, message, { retry_after: RETRY_SECONDS }, { 'Retry-After': String(RETRY_SECONDS) }),
        );
      }
      owners.add(owner);
      return new Promise((resolve, reject) => {
        waiting.push({ id: nextId++, owner, report, info, resolve, reject });
        const free = slots.find((slot) => slot.job === null);
        if (free) next(free);
      });
    },
    async close() {
      for (const slot of slots) stop(slot);
    },
  };
}
