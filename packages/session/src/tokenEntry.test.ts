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

describe('enterWithLink', () => {
  it('signs the link user in, exchanges the url token, stores it under the spec names and loads the flags', async () => {
    const { client, requests } = scriptedClient({
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

  it('uses the regional login for a regional link', async () => {
    const { client, requests } = scriptedClient({
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
    expect(requests[0]).toBe('POST /api/login/gwangju');
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

  it('shows the server message of a failed exchange, or 잘못된 접근입니다. when it has none', async () => {
    const withMessage = scriptedClient({
      [route(routes.auth.userLogin, { type: 'link' })]: { code: 401, message: '유효하지 않거나 만료된 링크입니다.' },
    });
    expect(await enterWithLink(withMessage.client, { kind: 'link', token: 'x' })).toEqual({
      ok: false,
      message: '유효하지 않거나 만료된 링크입니다.',
    });
    const withoutMessage = scriptedClient({
      [route(routes.auth.userLogin, { type: 'link' })]: loginReply({ id: 7 }),
      [route(routes.links.userUrlToken, { token: 'x', userId: '7' })]: { code: 403, message: '' },
    });
    expect(await enterWithLink(withoutMessage.client, { kind: 'link', token: 'x' })).toEqual({
      ok: false,
      message: '잘못된 접근입니다.',
    });
  });

  it('sends the person to /user after an exception', async () => {
    const { client } = scriptedClient({
      [route(routes.auth.userLogin, { type: 'link' })]: loginReply({ id: 7 }),
      [route(routes.links.userUrlToken, { token: 'x', userId: '7' })]: 'network-error',
    });
    expect(await enterWithLink(client, { kind: 'link', token: 'x' })).toEqual({
      ok: false,
      message: '잘못된 접근입니다.',
      goTo: '/user',
    });
  });
});
