import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../contract/endpoint';
import { createApiClient, replyOf } from './createApiClient';

const getUser = defineEndpoint({
  area: 'userApi',
  method: 'GET',
  path: '/user/{id}/{section}',
  summary: 'test',
  access: 'user',
  params: z.object({ id: z.string(), section: z.string() }),
  data: z.object({ name: z.string() }),
});

const saveAnswer = defineEndpoint({
  area: 'universityApi',
  method: 'PATCH',
  path: '/answer',
  summary: 'test',
  access: 'universityUser',
  body: z.object({ value: z.number() }),
  data: z.null(),
});

function setup(reply: unknown | Error, status = 200) {
  const calls: { url: string; method: string; headers: Headers; body: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: (await request.text()) || null,
    });
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  const onLoading = vi.fn();
  const onAlert = vi.fn();
  const log = vi.fn();
  const client = createApiClient({ baseURL: 'http://app.test', fetch, onLoading, onAlert, log });
  return { client, calls, onLoading, onAlert, log };
}

describe('createApiClient', () => {
  it('builds the URL from the area prefix and encoded path parameters', async () => {
    const { client, calls } = setup({ code: 200, message: '', data: { name: 'a' } });
    await client.call(getUser, { params: { id: '1/2', section: '결과' } });
    expect(calls[0]?.url).toBe('http://app.test/userApi/user/1%2F2/%EA%B2%B0%EA%B3%BC');
    expect(calls[0]?.method).toBe('GET');
  });

  it('appends a non-empty extra query as ?{query}, and nothing for an empty one', async () => {
    const { client, calls } = setup({ code: 200, message: '', data: { name: 'a' } });
    await client.call(getUser, { params: { id: '1', section: 's' } }, { query: 'page=2&size=10' });
    await client.call(getUser, { params: { id: '1', section: 's' } }, { query: '' });
    expect(calls[0]?.url).toBe('http://app.test/userApi/user/1/s?page=2&size=10');
    expect(calls[1]?.url).toBe('http://app.test/userApi/user/1/s');
  });

  it('sends the body as JSON with the CSRF header', async () => {
    const { client, calls } = setup({ code: 200, message: '', data: null });
    await client.call(saveAnswer, { body: { value: 3 } });
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.url).toBe('http://app.test/universityApi/answer');
    expect(calls[0]?.body).toBe('{"value":3}');
    expect(calls[0]?.headers.get('x-requested-with')).toBe('career-platform');
  });

  it('returns the whole envelope unless asked to unwrap', async () => {
    const { client, onAlert } = setup({ code: 404, message: '없음', data: null }, 404);
    expect(await client.call(getUser, { params: { id: '1', section: 's' } })).toEqual({
      code: 404,
      message: '없음',
      data: null,
    });
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('unwraps a success to its data', async () => {
    const { client } = setup({ code: 200, message: '', data: { name: '김' } });
    expect(await client.call(getUser, { params: { id: '1', section: 's' } }, { unwrap: true })).toEqual({ name: '김' });
  });

  it('alerts the server message of a non-200 reply when unwrapping, and yields false', async () => {
    const { client, onAlert } = setup({ code: 403, message: '권한이 없습니다.', data: null }, 403);
    expect(await client.call(getUser, { params: { id: '1', section: 's' } }, { unwrap: true })).toBe(false);
    expect(onAlert).toHaveBeenCalledWith('권한이 없습니다.');
  });

  it('alerts the default message when the failed reply has none', async () => {
    const { client, onAlert } = setup({ code: 500, message: '', data: null }, 500);
    expect(await client.call(getUser, { params: { id: '1', section: 's' } }, { unwrap: true })).toBe(false);
    expect(onAlert).toHaveBeenCalledWith('시스템에 문제가 발생했습니다.');
  });

  it('treats a reply that is no envelope as a failure with its HTTP status', async () => {
    const { client, onAlert } = setup('<html>Bad gateway</html>', 502);
    expect(await client.call(getUser, { params: { id: '1', section: 's' } })).toEqual({
      code: 502,
      message: '',
      data: null,
    });
    expect(await client.call(getUser, { params: { id: '1', section: 's' } }, { unwrap: true })).toBe(false);
    expect(onAlert).toHaveBeenCalledWith('시스템에 문제가 발생했습니다.');
  });

  it('only logs a network exception, and yields nothing', async () => {
    const { client, onAlert, log } = setup(new TypeError('fetch failed'));
    expect(await client.call(getUser, { params: { id: '1', section: 's' } }, { unwrap: true })).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('drives the loading flag around calls that ask for it, failures included', async () => {
    const ok = setup({ code: 200, message: '', data: null });
    await ok.client.call(saveAnswer, { body: { value: 1 } }, { loading: true });
    expect(ok.onLoading.mock.calls).toEqual([[true], [false]]);
    const broken = setup(new TypeError('fetch failed'));
    await broken.client.call(saveAnswer, { body: { value: 1 } }, { loading: true });
    expect(broken.onLoading.mock.calls).toEqual([[true], [false]]);
    const quiet = setup({ code: 200, message: '', data: null });
    await quiet.client.call(saveAnswer, { body: { value: 1 } });
    expect(quiet.onLoading).not.toHaveBeenCalled();
  });
});

describe('replyOf', () => {
  it('keeps the fields a refusal names, so a form shows each reason at its field', () => {
    const issue = { path: 'session_on', message: '상담한 날은 … 오늘(2026-12-02)까지 입력할 수 있습니다.' };
    expect(replyOf({ code: 400, message: issue.message, data: { issues: [issue, { path: 1 }] } })).toEqual({
      ok: false,
      status: 400,
      message: issue.message,
      issues: [issue],
    });
    expect(replyOf({ code: 409, message: '이미 있습니다.', data: null })).toEqual({
      ok: false,
      status: 409,
      message: '이미 있습니다.',
    });
  });
});
