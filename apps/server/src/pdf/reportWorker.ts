import { parentPort } from 'node:worker_threads';
import { renderReport } from './draw';
import type { ReportDocument } from './report';

// The report worker (decision 035): draws one report at a time for the pool (printer.ts), off the
// thread that answers requests. What it gets and gives back is plain data.

export interface DrawJob {
  id: number;
  report: ReportDocument;
  info: { title: string; author: string };
}

export type DrawReply = { id: number; pdf: Uint8Array; pages: number } | { id: number; error: string };

parentPort?.on('message', async (job: DrawJob) => {
  try {
    const { pdf, pages } = await renderReport(job.report, job.info);
    // A copy of its own, so its memory moves to the other thread rather than being copied again.
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ id: job.id, pdf: bytes, pages } satisfies DrawReply, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
