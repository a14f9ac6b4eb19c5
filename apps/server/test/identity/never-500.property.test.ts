import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFields } from '@msp/contracts/enums.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Anything a client could put in a JSON field: text of every script, numbers, nulls, nested junk. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '01712345678',
    'demoplayer',
    'Demo@1234',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'a'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const registrationBody = fc.dictionary(
  fc.constantFrom(
    ...registrationFields,
    'acceptTerms',
    'countryDialingCode',
    'registerMethod',
    'challengeId',
    'captchaId',
  ),
  anyValue,
);
const loginBody = fc.dictionary(
  fc.constantFrom(
    'username',
    'password',
    'type',
    'captcha',
    'captchaId',
    'challengeId',
    'challengeNonce',
    'agentSite',
    'countryDialingCode',
  ),
  anyValue,
);

function expectCleanRefusalOrSuccess(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeLessThan(500);
  const body = JSON.parse(response.body);
  expect(typeof body.success).toBe('boolean');
  if (!body.success) {
    expect(typeof body.errorCode).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(response.body).not.toMatch(/\bat \S+ \(|node_modules|SELECT |INSERT /);
  }
}

describe('random field values never produce a 500', () => {
  it('from registration', async () => {
    await fc.assert(
      fc.asyncProperty(
        registrationBody,
        fc.constantFrom('/wps/member/register/unsecure', '/wps/member/register/mobile/unsecure'),
        async (payload, url) => {
          const response = await t.app.inject({
            method: 'PUT',
            url,
            payload,
            remoteAddress: randomPrivateIp(),
          });
          expectCleanRefusalOrSuccess(response);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('from login', async () => {
    await fc.assert(
      fc.asyncProperty(loginBody, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/wps/session/login/unsecure',
          payload,
          remoteAddress: randomPrivateIp(),
        });
        expectCleanRefusalOrSuccess(response);
      }),
      { numRuns: 80 },
    );
  });

  it('from an encrypted call with a garbage body or key', async () => {
    await fc.assert(
      fc.asyncProperty(anyValue, fc.string({ maxLength: 600 }), async (data, header) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers: { encryption: header },
          payload: { data },
          remoteAddress: randomPrivateIp(),
        });
        expectCleanRefusalOrSuccess(response);
      }),
      { numRuns: 40 },
    );
  });
});
