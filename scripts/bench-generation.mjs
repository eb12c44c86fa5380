// The cost the product adds to a generation (decision 019; issue 16: ≤ 20 ms p99 beyond the
// provider's own time): an OpenAI-compatible provider on loopback streams a fixed draft; the same
// request is timed straight to it and through the product's streamed draft call, one after the
// other, and the difference of each pair is the product's part (quota and record statements,
// prompt, redaction, the stream relayed as server-sent events, the version kept, the facts check).
import { createServer } from 'node:http';

const PIECES = 24;
const PIECE_MS = 4;
const REPLY = '저는 동아리에서 행사 기획을 맡아 준비 과정을 정리했습니다. 그 경험으로 일정을 나누는 법을 배웠습니다.';

/** A streaming chat-completions server: PIECES pieces, PIECE_MS apart. */
export async function startBenchProvider() {
  const pieces = Array.from({ length: PIECES }, (_, n) =>
    REPLY.slice((n * REPLY.length) / PIECES, ((n + 1) * REPLY.length) / PIECES),
  );
  const server = createServer(async (request, response) => {
    for await (const _chunk of request);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of pieces) {
      const chunk = {
        id: 'b',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'bench',
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, PIECE_MS));
    }
    response.end('data: [DONE]\n\n');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Times `count` pairs (provider alone, then the product's draft call); returns p50/p99 of each and of the overhead. */
export async function measureGeneration(serverUrl, providerUrl, cookie, count) {
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'career-platform' };
  const json = async (response) => /** @type {any} */ (await response.json());
  const me = await json(await fetch(`${serverUrl}/api/token`, { headers }));
  const started = await json(
    await fetch(`${serverUrl}/api/user/tool/self-introduce/run/${me.data.id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ restart: true }),
    }),
  );
  const runId = started.data.id;
  const saved = await fetch(`${serverUrl}/api/user/tool/self-introduce/answers/${runId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ answers: [{ item: 'kw.motivation', value: ['협업', '행사 기획'], base: 0 }] }),
  });
  if (!saved.ok) throw new Error(`saving notes: ${saved.status} ${await saved.text()}`);

  const timed = async (url, init) => {
    const start = performance.now();
    const response = await fetch(url, init);
    const body = await response.text();
    if (!response.ok || body.includes('event: error'))
      throw new Error(`${url}: ${response.status} ${body.slice(0, 300)}`);
    return performance.now() - start;
  };
  const direct = () =>
    timed(`${providerUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: '초안' }] }),
    });
  const product = () =>
    timed(`${serverUrl}/api/user/selfIntroduce/draft`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({ run_id: runId, key: 'motivation' }),
    });
  for (let n = 0; n < 10; n++) {
    await direct();
    await product();
  }
  const alone = [];
  const through = [];
  const overhead = [];
  for (let n = 0; n < count; n++) {
    const a = await direct();
    const b = await product();
    alone.push(a);
    through.push(b);
    overhead.push(b - a);
  }
  const figures = (values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) });
  return { count, provider: figures(alone), product: figures(through), overhead: figures(overhead) };
}
