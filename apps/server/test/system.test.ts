import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabase } from './harness';

function fakeBuilds() {
  const root = mkdtempSync(join(tmpdir(), 'career-web-'));
  for (const app of ['portal', 'admin']) {
    mkdirSync(join(root, app, 'assets'), { recursive: true });
    writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(root, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
    // The build draws some screens into HTML (scripts/prerender.mjs).
    mkdirSync(join(root, app, 'prerendered'), { recursive: true });
    writeFileSync(join(root, app, 'prerendered', 'login.html'), `<!doctype html><title>${app} login, drawn</title>`);
    writeFileSync(
      join(root, app, 'prerendered', 'login.html.br'),
      brotliCompressSync(Buffer.from(`<!doctype html><title>${app} login, drawn</title>`)),
    );
    // The build writes compressed copies beside its files (scripts/precompress.mjs).
    writeFileSync(
      join(root, app, 'assets', 'main-abc123.js.br'),
      brotliCompressSync(Buffer.from(`console.log('${app}', 'br')`)),
    );
  }
  return { portal: join(root, 'portal'), admin: join(root, 'admin') };
}

describe(`server basics on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { buildId: 'build-1' }, web: fakeBuilds() });
  });
  afterAll(() => server.close());

  it('reports health with the database in use', async () => {
    const reply = await server.call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 200, message: '', data: { status: 'ok', database: testDatabase } });
  });

  it('check-server says production unless started in development mode', async () => {
    const reply = await server.call('GET', '/api/check-server');
    expect(reply.body.data).toEqual({ server: 'production', token: 'build-1' });
  });

  it.each(['/api/nope', '/universityApi/x/y', '/adminApi/users'])(
    'answers an unknown API path %s with a 404 envelope in Korean',
    async (path) => {
      const reply = await server.call('GET', path);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 404, message: '요청하신 API를 찾을 수 없습니다.', data: null });
    },
  );

  it.each(['/userApi', '/userApi/token', '/userApi/login/link'])(
    'answers %s with a 404 envelope naming where the general user’s calls are (decision 020)',
    async (path) => {
      const reply = await server.call('GET', path);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toContain('GET /api/token');
    },
  );

  it('refuses a state change without the CSRF header', async () => {
    const reply = await server.call('POST', '/api/admin-login', { body: {}, csrf: false });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe(403);
    expect(reply.body.message).toMatch(/허용되지 않는 요청/);
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const reply = await server.call('POST', '/api/admin-login', { rawBody: '{"loginId": ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 400, message: '요청 본문이 올바른 JSON 형식이 아닙니다.', data: null });
  });

  it('serves the OpenAPI document listing the contract', async () => {
    const response = await server.fetch('/api-docs');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/check-server']));
  });

  it.each(['/', '/admin/login', '/api-docs'])('sends the page security headers on %s', async (path) => {
    const response = await server.fetch(path);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends an API answer a policy that loads nothing and is framed by no one', async () => {
    const response = await server.fetch('/api/health');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves the portal at / and falls back to its index.html for client routes', async () => {
    for (const path of ['/', '/consultant/login', '/user/demo-student-01']) {
      const response = await server.fetch(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>portal</title>');
    }
  });

  it('serves the admin app under /admin/ with its own fallback', async () => {
    expect((await server.fetch('/admin')).headers.get('location')).toBe('/admin/');
    for (const path of ['/admin/', '/admin/dashboard', '/admin/university/edit/3']) {
      const response = await server.fetch(path);
      expect(await response.text()).toContain('<title>admin</title>');
    }
  });

  it('answers a missing file with 404 rather than the app', async () => {
    for (const path of ['/assets/gone-123.js', '/admin/assets/gone-456.css', '/favicon.ico']) {
      expect((await server.fetch(path)).status).toBe(404);
    }
  });

  it('sends the Brotli copy the build made to a browser that accepts it, the plain file otherwise', async () => {
    const compressed = await server.fetch('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(compressed.headers.get('content-type')).toContain('javascript');
    expect(await compressed.text()).toBe("console.log('portal', 'br')");
    const plain = await server.fetch('/assets/main-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe("console.log('portal')");
  });

  it('sends a screen drawn at build time for its path without a query, and the app otherwise', async () => {
    const drawn = await server.fetch('/admin/login', { headers: { 'accept-encoding': 'br' } });
    expect(drawn.headers.get('content-encoding')).toBe('br');
    expect(drawn.headers.get('cache-control')).toBe('no-cache');
    expect(await drawn.text()).toContain('admin login, drawn');
    expect(await (await server.fetch('/login', { headers: { 'accept-encoding': 'identity' } })).text()).toContain(
      'portal login, drawn',
    );
    // A query (?redirect=) can change what the screen says: the app draws it in the browser.
    expect(await (await server.fetch('/login?redirect=%2Fproduct')).text()).toBe(
      '<!doctype html><title>portal</title>',
    );
    expect(await (await server.fetch('/admin/login/')).text()).toBe('<!doctype html><title>admin</title>');
    expect(await (await server.fetch('/signUp')).text()).toBe('<!doctype html><title>portal</title>');
  });

  it('caches hashed assets for good and revalidates the html', async () => {
    const asset = await server.fetch('/admin/assets/main-abc123.js');
    expect(await asset.text()).toContain("console.log('admin')");
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.fetch('/')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe(`limits on ${testDatabase}`, () => {
  // Its own server: the server closes a connection whose body it refused, mid-upload.
  it('answers an oversized body with a 413 envelope', async () => {
    const server = await startTestServer();
    try {
      const reply = await server.call('POST', '/api/admin-login', {
        rawBody: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
      });
      expect(reply.status).toBe(413);
      expect(reply.body).toMatchObject({ code: 413, message: '요청 본문이 너무 큽니다(64KB까지 받습니다).' });
    } finally {
      await server.close();
    }
  });
});

describe(`development mode on ${testDatabase}`, () => {
  it('check-server reports a development server only when DEV_SERVER was set', async () => {
    const server = await startTestServer({ config: { devServer: true } });
    try {
      const reply = await server.call<{ server: string }>('GET', '/api/check-server');
      expect(reply.body.data.server).toBe('development');
    } finally {
      await server.close();
    }
  });
});
