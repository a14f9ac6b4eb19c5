import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/identity/session-service.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { createTestApp, WEB_APP_MARKER, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every route of the spec's route table (§2). */
const specRoutes = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/help',
  '/helpmc',
  '/cockfight',
  '/esports',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/inHouse',
  '/sports',
  '/hot',
  '/lott',
  '/elott',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/sponsor',
  '/description',
  '/agentHome',
  '/rng?vassalage=PG',
  '/lottery?gameCode=VN_HANOI',
  '/register?referralCode=ABC123',
];

describe('the web app with history-mode fallback', () => {
  it.each(specRoutes)('answers %s with the app', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(WEB_APP_MARKER);
  });

  it('does not answer a missing file with the app', async () => {
    const response = await t.app.inject({ url: '/assets/missing-chunk.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the envelope', () => {
  it.each(['/wps/nothing/here', '/lgw/unknown', '/lotto/lgw/unknown', '/wps'])(
    'answers unknown API path %s with a JSON 404',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    },
  );

  it('localizes messages by the request language, Bangla by default', async () => {
    const bn = (await t.app.inject({ url: '/wps/nothing' })).json();
    const en = (await t.app.inject({ url: '/wps/nothing', headers: { language: 'en' } })).json();
    const accept = (
      await t.app.inject({ url: '/wps/nothing', headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).json();
    expect(bn.message).toMatch(/[\u0980-\u09FF]/);
    expect(en.message).toBe('The requested address does not exist');
    expect(accept.message).toBe(en.message);
  });

  it('answers malformed JSON with a 400 envelope, no stack trace', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json', language: 'en' },
      payload: '{"language": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'request.invalid.json',
      message: 'The request body is not valid JSON',
    });
  });

  it('names the field of a body that fails its schema', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { language: 'en' },
      payload: { username: 'someone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'request.invalid.field', field: 'password' });
    expect(response.json().message).toContain('password');
  });

  it('never leaks internals of an unexpected failure', async () => {
    await t.db.schema.alterTable('banners').renameTo('banners_gone').execute();
    try {
      const response = await t.app.inject({
        url: '/wps/system/banners?groupName=w_home',
        headers: { language: 'en' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'system.unknown',
        message: 'Unknown error',
      });
      expect(response.body).not.toMatch(/banners|relation|at \w+ \(/);
    } finally {
      await t.db.schema.alterTable('banners_gone').renameTo('banners').execute();
    }
  });
});

describe('merchant resolution', () => {
  it('takes the Merchant header, else the host domain, else the default merchant', async () => {
    const otherId = await insertMerchant(t.db, 'OTHER', 'Other Brand');
    await t.db
      .insertInto('merchant_domains')
      .values({ domain: 'other.example', merchant_id: otherId })
      .execute();
    const code = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/wps/system/permission', headers })).json().value.merchant.code;
    expect(await code({ merchant: 'OTHER' })).toBe('OTHER');
    expect(await code({ host: 'other.example:3000' })).toBe('OTHER');
    expect(await code({ host: 'unknown.example' })).toBe('DEMO');
    expect(await code({ host: 'other.example', merchant: 'DEMO' })).toBe('DEMO');
  });

  it('refuses an unknown merchant code instead of falling back to another tenant', async () => {
    const response = await t.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'NOPE', language: 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errorCode: 'merchant.not.found',
      message: 'Invalid URL, please contact customer service',
    });
  });
});

describe('percent-encoded paths', () => {
  it('answers an encoded route as the route itself, with its merchant, never a 500', async () => {
    const plain = await t.app.inject({ url: '/wps/system/status' });
    for (const url of ['/%77ps/system/status', '/wps/%73ystem/status', '/%6cgw/games/game_menus']) {
      const response = await t.app.inject({ url, headers: { language: 'en' } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toMatchObject({ success: true });
    }
    expect((await t.app.inject({ url: '/%77ps/system/status' })).json()).toEqual(plain.json());
    const login = await t.app.inject({
      method: 'POST',
      url: '/%77ps/session/login/unsecure',
      payload: { username: 'nobody', password: 'wrong' },
    });
    expect(login.statusCode).toBeLessThan(500);
    expect(login.json()).toMatchObject({ success: false });
  });
});

describe('requests the router cannot take apart', () => {
  it.each(['/wps/%ED%A0%80', '/vendor-api/v1/%E0%A6', '/wps/game/records/%C0%AF'])(
    'answers %s with a localized 400 envelope',
    async (url) => {
      const bn = await t.app.inject({ url });
      expect(bn.statusCode).toBe(400);
      expect(bn.headers['content-type']).toContain('application/json');
      expect(bn.json()).toMatchObject({ success: false, errorCode: 'request.invalid.field', field: 'path' });
      expect(bn.json().message).toMatch(/[\u0980-\u09FF]/);
      const en = await t.app.inject({ url, headers: { language: 'en' } });
      expect(en.json().message).toBe('Invalid field: path');
    },
  );

  it('looks through a body nested thousands of levels deep for a NUL without overflowing', async () => {
    const deep = (inner: string) => `{"a":${'['.repeat(20_000)}${inner}${']'.repeat(20_000)}}`;
    for (const [payload, status] of [
      [deep(''), 200],
      [deep('"x\\u0000"'), 400],
    ] as const) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { 'content-type': 'application/json', language: 'en' },
        payload,
      });
      expect(response.statusCode).toBe(status);
      if (status === 400)
        expect(response.json()).toMatchObject({
          errorCode: 'request.invalid.field',
          field: `a${'.0'.repeat(20_000)}`,
        });
    }
  });
});

describe('half of a surrogate pair in any input', () => {
  it('is refused with 400 naming the field, before anything is written (not even the audit row)', async () => {
    const audit = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;
    const before = await audit();
    for (const username of ['\ud800', 'demo\udfffadmin']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ops/session/login',
        headers: { 'content-type': 'application/json', language: 'en' },
        // JSON.stringify writes a lone surrogate as the escape `\ud800`, which JSON.parse reads back as it was.
        payload: JSON.stringify({ username, password: 'whatever1' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'request.invalid.field', field: 'username' });
    }
    expect(await audit()).toBe(before);
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      payload: { username: 'tiger😀', password: 'whatever1' },
    });
    expect(emoji.statusCode).toBeLessThan(500);
    expect(emoji.json().errorCode).not.toBe('request.invalid.field');
  });
});

describe('a NUL character in any input', () => {
  it('is refused with 400 naming the field, before anything is written', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { language: 'en' },
      payload: { username: 'demo\u0000player', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ errorCode: 'request.invalid.field', field: 'username' });
    expect(login.json().message).toBe('Invalid field: username');

    const members = async () => (await t.db.selectFrom('members').select('id').execute()).length;
    const before = await members();
    const register = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register/unsecure',
      payload: {
        username: 'nulbyte01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        email: 'a\u0000@b.c',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ errorCode: 'request.invalid.field', field: 'email' });
    expect(await members()).toBe(before);

    for (const url of ['/wps/deposit/callback/%00', '/ops/vendors/%00']) {
      const response = await t.app.inject({
        method: url.startsWith('/ops') ? 'PATCH' : 'POST',
        url,
        payload: {},
      });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toMatchObject({ success: false });
    }
  });
});

describe('caching of answers', () => {
  it('lets no browser or proxy keep an API answer, signed in or not', async () => {
    const member = await t.db
      .selectFrom('members')
      .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
      .select(['members.id', 'members.merchant_id'])
      .where('merchants.code', '=', 'DEMO')
      .orderBy('members.id')
      .executeTakeFirstOrThrow();
    const token = await createSession(t.db, {
      merchantId: member.merchant_id,
      memberId: member.id,
      ip: null,
      maxHours: 1,
      firstLogin: false,
    });
    for (const url of ['/wps/member/info', '/wps/member/balance', '/wps/system/status', '/wps/nope']) {
      const response = await t.app.inject({ url, headers: { authorization: token } });
      expect(response.headers['cache-control'], url).toBe('no-store');
      if (url === '/wps/member/info') expect(response.json().value.id).toBe(member.id);
    }
    expect((await t.app.inject({ url: '/wps/member/info' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers and request ids', () => {
  it('sends a real Content-Security-Policy and a request id', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a request id the caller sends', async () => {
    const response = await t.app.inject({
      url: '/wps/system/status',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
