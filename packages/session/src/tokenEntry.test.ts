import { routes } from '@career/api-sdk';

import { beforeEach, describe, expect, it } from 'vitest';
import { completedTools } from './completedTools';
import { clearSession, sessions } from './stores';
import { loginReply, route, scriptedClient } from './testing';
import { enterWithLink } from './tokenEntry';
import { clearUrlData, urlData } from './urlData';

beforeEach(() => {
  clearSession('user');
  clearUrlData();
});

const urlToken = { university_user_id: 4, type: 'career-anchor', token: 'demo-student-01', class_id: 9 };

const signedOut = { [route(routes.auth.userToken)]: { code: 401, message: '로그인이 필요합니다.' } };

describe('enterWithLink', () => {
  it('signs a signed-out visitor in with the link, exchanges the url token, stores it under the spec names and loads the flags', async () => {
    const { client, requests } = scriptedClient({
      ...signedOut,
      [route(routes.auth.userLogin, { type: 'link' })]: loginReply({ id: 7 }),
      [route(routes.links.userUrlToken, { token: 'demo-student-01', userId: '7' })]: { code: 200, data: urlToken },
      [route(routes.links.userResultCheck, { id: '7' })]: {
        code: 200,
        data: [{ action_item: 'ptid', created_at: '2026-11-01' }],
      },
    });
    expect(await enterWithLink(client, { kind: 'link', token: 'demo-student-01' })).toEqual({
      ok: true,
      actionItemType: 'career-anchor',
    });
    expect(requests).toEqual([
      'GET /api/token',
      'POST /api/login/link',
      'GET /api/user-url-token/demo-student-01/7',
      'GET /api/user-result-check/7',
    ]);
    expect({ ...urlData }).toEqual({
      universityUserId: 4,
      actionItemType: 'career-anchor',
      token: 'demo-student-01',
      classId: 9,
    });
    expect(completedTools.ptid).toBe(true);
    expect(completedTools.coreColoring).toBe(false);
  });

  it('uses the held session of the link owner and posts no new login', async () => {
    Object.assign(sessions.user, { isAuth: true, uid: 7, group: 'USER', code: null });
    const { client, requests } = scriptedClient({
      [route(routes.links.userUrlToken, { token: 'demo-student-01', userId: '7' })]: { code: 200, data: urlToken },
      [route(routes.links.userResultCheck, { id: '7' })]: { code: 200, data: [] },
    });
    expect((await enterWithLink(client, { kind: 'link', token: 'demo-student-01' })).ok).toBe(true);
    expect(requests).toEqual(['GET /api/user-url-token/demo-student-01/7', 'GET /api/user-result-check/7']);
  });

  it('uses a session the server still holds (a reloaded page) and posts no new login', async () => {
    const { client, requests } = scriptedClient({
      [route(routes.auth.userToken)]: loginReply({ id: 7 }),
      [route(routes.links.userUrlToken, { token: 'demo-student-01', userId: '7' })]: { code: 200, data: urlToken },
      [route(routes.links.userResultCheck, { id: '7' })]: { code: 200, data: [] },
    });
    expect((await enterWithLink(client, { kind: 'link', token: 'demo-student-01' })).ok).toBe(true);
    expect(requests).not.toContain('POST /api/login/link');
    expect(sessions.user.uid).toBe(7);
  });

  it('signs the link owner in when the held session belongs to someone else', async () => {
    Object.assign(sessions.user, { isAuth: true, uid: 5, group: 'USER', code: null });
    const { client, requests } = scriptedClient({
      [route(routes.links.userUrlToken, { token: 'demo-student-01', userId: '5' })]: {
        code: 404,
        message: '링크를 찾을 수 없습니다.',
      },
      [route(routes.auth.userLogin, { type: 'link' })]: loginReply({ id: 7 }),
      [route(routes.links.userUrlToken, { token: 'demo-student-01', userId: '7' })]: { code: 200, data: urlToken },
      [route(routes.links.userResultCheck, { id: '7' })]: { code: 200, data: [] },
    });
    expect((await enterWithLink(client, { kind: 'link', token: 'demo-student-01' })).ok).toBe(true);
    expect(requests).toEqual([
      'GET /api/user-url-token/demo-student-01/5',
      'POST /api/login/link',
      'GET /api/user-url-token/demo-student-01/7',
      'GET /api/user-result-check/7',
    ]);
    expect(sessions.user.uid).toBe(7);
  });

  it('uses the regional login for a regional link', async () => {
    const { client, requests } = scriptedClient({
      ...signedOut,
      [route(routes.auth.userLogin, { type: 'gwangju' })]: loginReply({ id: 8 }),
      [route(routes.links.userUrlToken, { token: 'demo-gwangju-01', userId: '8' })]: { code: 200, data: urlToken },
      [route(routes.links.userResultCheck, { id: '8' })]: { code: 200, data: [] },
    });
    const result = await enterWithLink(client, {
      kind: 'regional',
      region: 'gwangju',
      token: 'demo-gwangju-01',
      userId: 8,
    });
    expect(result.ok).toBe(true);
    expect(requests[1]).toBe('POST /api/login/gwangju');
  });

  it('requests the AI-gift token when a gift code is held', async () => {
    Object.assign(sessions.user, { isAuth: true, uid: 11, group: 'USER', code: 'DEMO-GIFT-2026' });
    const { client, requests } = scriptedClient({
      [route(routes.links.aiGiftToken, { code: 'DEMO-GIFT-2026', userId: '11', actionItem: 'ptid' })]: {
        code: 200,
        data: { university_user_id: null, type: 'ptid', token: 'DEMO-GIFT-2026', class_id: null },
      },
      [route(routes.links.userResultCheck, { id: '11' })]: { code: 200, data: [] },
    });
    expect(await enterWithLink(client, { kind: 'aiGift', actionItem: 'ptid' })).toEqual({
      ok: true,
      actionItemType: 'ptid',
    });
    expect(requests[0]).toBe('GET /api/ai-gift-token/DEMO-GIFT-2026/11/ptid');
    expect(urlData.token).toBe('DEMO-GIFT-2026');
  });

  it('asks the server for the gift session when none is held, and refuses without one', async () => {
    const { client, requests } = scriptedClient(signedOut);
    expect(await enterWithLink(client, { kind: 'aiGift', actionItem: 'ptid' })).toEqual({
      ok: false,
      message: '잘못된 접근입니다.',
    });
    expect(requests).toEqual(['GET /api/token']);
  });

  it.each([
    ['the link login', '유효하지 않거나 만료된 링크입니다.', '유효하지 않거나 만료된 링크입니다.'],
    ['the link login', '', '잘못된 접근입니다.'],
    ['the exchange', '링크를 찾을 수 없습니다.', '링크를 찾을 수 없습니다.'],
    ['the exchange', '', '잘못된 접근입니다.'],
  ])('when %s is refused with the message %j, shows %j and stays', async (step, message, shown) => {
    const refusal = { code: step === 'the link login' ? 401 : 403, message };
    const { client } = scriptedClient({
      ...signedOut,
      [route(routes.auth.userLogin, { type: 'link' })]: step === 'the link login' ? refusal : loginReply({ id: 7 }),
      [route(routes.links.userUrlToken, { token: 'x', userId: '7' })]: refusal,
    });
    expect(await enterWithLink(client, { kind: 'link', token: 'x' })).toEqual({ ok: false, message: shown });
  });

  it('takes a 200 login reply without a token as a refusal', async () => {
    const { client } = scriptedClient({
      ...signedOut,
      [route(routes.auth.userLogin, { type: 'link' })]: loginReply({ token: '' }),
    });
    expect(await enterWithLink(client, { kind: 'link', token: 'x' })).toEqual({
      ok: false,
      message: '잘못된 접근입니다.',
    });
    expect(sessions.user.isAuth).toBe(false);
  });

  it.each([
    ['the link login', { [route(routes.auth.userLogin, { type: 'link' })]: 'network-error' as const }],
    [
      'the exchange',
      {
        [route(routes.auth.userLogin, { type: 'link' })]: loginReply({ id: 7 }),
        [route(routes.links.userUrlToken, { token: 'x', userId: '7' })]: 'network-error' as const,
      },
    ],
  ])('sends the person to /user with an alert after an exception in %s', async (_step, replies) => {
    const { client } = scriptedClient({ ...signedOut, ...replies });
    expect(await enterWithLink(client, { kind: 'link', token: 'x' })).toEqual({
      ok: false,
      message: '시스템에 문제가 발생했습니다.',
      goTo: '/user',
    });
  });
});
