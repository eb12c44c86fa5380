import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';

// An OpenAI-compatible chat-completions server on loopback for tests (decision 019): it streams a
// text in pieces, fails, or stops answering, as a test asks, and keeps what it was sent, so tests
// run the real client code path and can see what left the product.

export type ProviderMode = 'stream' | 'fail' | 'hang' | 'stall';

export interface FakeProvider {
  baseUrl: string;
  /** The JSON bodies of the requests received, in order. */
  received: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  mode: ProviderMode;
  /** The text streamed back (in pieces of a few characters). */
  reply: string;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const sockets = new Set<import('node:net').Socket>();
  const provider: Omit<FakeProvider, 'baseUrl' | 'close'> = {
    received: [],
    mode: 'stream',
    reply: '저는 동아리에서 행사 기획을 맡아 준비 과정을 정리했습니다. 그 경험으로 일정을 나누는 법을 배웠습니다.',
  };
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    provider.received.push(JSON.parse(await bodyOf(request)));
    if (provider.mode === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
      return;
    }
    if (provider.mode === 'hang') return;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const pieces = provider.reply.match(/.{1,6}/gsu) ?? [];
    for (const [index, piece] of pieces.entries()) {
      if (provider.mode === 'stall' && index === 2) return; // headers and two pieces, then silence
      const chunk = {
        id: 'x',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'fake',
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    response.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(provider, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/**
 * A seeded test server whose text generation goes to a fresh fake provider (`config` adds to the
 * AI settings, as a quota does); closing the server stops the provider too.
 */
export async function startServerWithProvider(
  config: Partial<ServerConfig> = {},
  timeoutMs = 800,
): Promise<{ server: TestServer; provider: FakeProvider }> {
  const provider = await startFakeProvider();
  const server = await startTestServer({
    seed: true,
    config: { ai: { baseUrl: provider.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs }, ...config },
  });
  const closeServer = server.close;
  server.close = async () => {
    await closeServer();
    await provider.close();
  };
  return { server, provider };
}
