import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientClosed } from '../src/http/errors';
import { API_HEADERS, PAGE_HEADERS } from '../src/http/security';
import { startTestServer, type TestServer, testDatabase } from './harness';

function fakeBuilds() {
  const root = mkdtempSync(join(tmpdir(), 'career-web-'));
  for (const app of ['portal', 'admin']) {
    mkdirSync(join(root, app, 'assets'), { recursive: true });
    writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(root, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
  }
  return { portal: join(root, 'portal'), admin: join(root, 'admin') };
}

/** A request body sent in chunks, without a Content-Length. */
function streamed(text: string, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

describe(`the request pipeline on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ web: fakeBuilds() });
  });
  afterAll(() => server.close());

  const post = (path: string, init: RequestInit & { duplex?: 'half' } = {}) =>
    server.fetch(path, {
      method: 'POST',
      ...init,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...init.headers },
    });

  it.each([
    ['a call', API_HEADERS, () => server.fetch('/api/check-server')],
    ['an unknown API path', API_HEADERS, () => server.fetch('/api/nope')],
    ['a call without a session', API_HEADERS, () => server.fetch('/api/admin-token')],
    ['a state change without the CSRF header', API_HEADERS, () => server.fetch('/api/admin-login', { method: 'POST' })],
    ['malformed JSON', API_HEADERS, () => post('/api/admin-login', { body: '{' })],
    [
      'a method the path does not take',
      API_HEADERS,
      () => server.fetch('/api/check-server', { method: 'DELETE', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } }),
    ],
    ['a page of the app', PAGE_HEADERS, () => server.fetch('/consultant/login')],
    ['a hashed asset', PAGE_HEADERS, () => server.fetch('/assets/main-abc123.js')],
    ['a missing file', PAGE_HEADERS, () => server.fetch('/assets/gone-1.js')],
    ['a redirect', PAGE_HEADERS, () => server.fetch('/admin')],
    ['the API document', PAGE_HEADERS, () => server.fetch('/api-docs')],
  ])('puts every security header on %s, once', async (_, headers, request) => {
    const response = await request();
    for (const [name, value] of headers) expect(response.headers.get(name), name).toBe(value);
  });

  it('keeps a header the app set over its own (an asset’s caching, a refusal’s Allow)', async () => {
    const asset = await server.fetch('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const refused = await server.fetch('/api/check-server', {
      method: 'DELETE',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toContain('GET');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it("puts them on the adapter's own 400 for a request it cannot turn into a URL", async () => {
    const { port } = new URL(server.url);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end('GET /api/check-server HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    for (const [name, value] of API_HEADERS) expect(head.toLowerCase()).toContain(`${name}: ${value}`.toLowerCase());
  });

  it('forbids caching API answers, errors included, and leaves the apps their own caching', async () => {
    for (const path of ['/api/check-server', '/api/check-server?x=1', '/api/nope', '/adminApi/admin/user/list']) {
      expect((await server.fetch(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await server.fetch('/assets/main-abc123.js')).headers.get('cache-control')).toContain('immutable');
    expect((await server.fetch('/consultant/login')).headers.get('cache-control')).toBe('no-cache');
  });

  it('reads a body sent in chunks, and refuses one past its endpoint’s size with a 413 envelope', async () => {
    const small = await post('/api/admin-login', {
      body: streamed(JSON.stringify({ login_id: 'nobody', password: 'wrong-password' })),
      duplex: 'half',
    });
    // A wrong password, not a malformed body: the streamed body was read whole.
    expect(small.status).toBe(401);
    expect(((await small.json()) as { message: string }).message).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');

    const large = await post('/api/admin-login', {
      body: streamed(JSON.stringify({ x: 'a'.repeat(1_100_000) })),
      duplex: 'half',
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ code: 413, message: '요청 본문이 너무 큽니다(64KB까지 받습니다).' });
  });

  /** Sends the head and part of a body, then goes away, as a browser closed mid-upload does. */
  function abandonUpload(path: string, framing: 'length' | 'chunked'): Promise<void> {
    const { port } = new URL(server.url);
    const head =
      framing === 'length'
        ? `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\nContent-Length: 10000\r\n\r\n{"login_id":"`
        : `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\nTransfer-Encoding: chunked\r\n\r\nd\r\n{"login_id":"\r\n`;
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(head, () => setTimeout(() => socket.destroy(), 50));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
  }

  it.each(['length', 'chunked'] as const)(
    'logs one line, not a stack trace, when a client leaves mid-body (%s)',
    async (framing) => {
      const lines: string[] = [];
      const capture = (...args: unknown[]) => {
        lines.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : String(arg))).join(' '));
      };
      const spies = (['error', 'warn', 'info', 'log'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation(capture),
      );
      try {
        await abandonUpload('/api/admin-login', framing);
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      expect(lines.join('\n').split('\n')).toEqual(['[server] POST /api/admin-login: client closed the request']);
    },
  );

  it('still calls a real failure one, even when its client has gone', () => {
    const gone = new AbortController();
    gone.abort();
    const request = (signal: AbortSignal) =>
      ({ req: { raw: { signal } } }) as unknown as Parameters<typeof clientClosed>[0];
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(clientClosed(request(gone.signal), reset)).toBe(true);
    expect(clientClosed(request(new AbortController().signal), reset)).toBe(false);
    expect(
      clientClosed(request(gone.signal), new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(clientClosed(request(gone.signal), 'aborted')).toBe(false);
  });
});
