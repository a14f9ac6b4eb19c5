import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaAlphabet,
  createCaptcha,
  randomCaptchaText,
  verifyCaptcha,
} from '../../src/modules/captcha/service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

const refusedWith = async (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toMatchObject({ name: 'AppError', code });

/** A different answer of the same length. */
const wrongAnswer = (answer: string) =>
  answer
    .split('')
    .map((char, index) => (index === 0 ? (char === 'A' ? 'C' : 'A') : char))
    .join('');

describe('GET /wps/captcha', () => {
  it('draws an SVG image and keeps only a hash of the answer', async () => {
    const response = await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.2.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { captchaId, image } = response.json().value;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // 4–5 letters and at least one noise line, each a <path>; no text element gives the answer away.
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(svg).not.toMatch(/<text/);
    const row = await t.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.used_at).toBeNull();
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(100_000);
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(120_000);
  });

  it('uses 4–5 characters without look-alikes', () => {
    const texts = Array.from({ length: 300 }, () => randomCaptchaText());
    expect(new Set(texts.map((text) => text.length))).toEqual(new Set([4, 5]));
    for (const confusable of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B'])
      expect(captchaAlphabet).not.toContain(confusable);
    expect(
      texts
        .join('')
        .split('')
        .every((char) => captchaAlphabet.includes(char)),
    ).toBe(true);
  });

  it('accepts the right answer once, in any case', async () => {
    const captcha = await createCaptcha(t.db, { merchantId });
    await verifyCaptcha(t.db, {
      merchantId,
      captchaId: captcha.captchaId,
      answer: ` ${captcha.answer.toLowerCase()} `,
    });
    await refusedWith(
      verifyCaptcha(t.db, { merchantId, captchaId: captcha.captchaId, answer: captcha.answer }),
      'captcha.invalid',
    );
  });

  it('is spent by a wrong answer: the right one afterwards fails', async () => {
    const captcha = await createCaptcha(t.db, { merchantId });
    await refusedWith(
      verifyCaptcha(t.db, { merchantId, captchaId: captcha.captchaId, answer: wrongAnswer(captcha.answer) }),
      'captcha.invalid',
    );
    await refusedWith(
      verifyCaptcha(t.db, { merchantId, captchaId: captcha.captchaId, answer: captcha.answer }),
      'captcha.invalid',
    );
  });

  it('refuses an expired captcha, an unknown one and another merchant’s', async () => {
    const expired = await createCaptcha(t.db, { merchantId });
    await t.db
      .updateTable('captchas')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', expired.captchaId)
      .execute();
    await refusedWith(
      verifyCaptcha(t.db, { merchantId, captchaId: expired.captchaId, answer: expired.answer }),
      'captcha.invalid',
    );
    await refusedWith(
      verifyCaptcha(t.db, { merchantId, captchaId: 'unknown', answer: 'ABCD' }),
      'captcha.invalid',
    );
    const foreign = await createCaptcha(t.db, { merchantId });
    await refusedWith(
      verifyCaptcha(t.db, {
        merchantId: merchantId + 1000,
        captchaId: foreign.captchaId,
        answer: foreign.answer,
      }),
      'captcha.invalid',
    );
  });

  it('asks for the captcha when the id or answer is missing', async () => {
    const captcha = await createCaptcha(t.db, { merchantId });
    await refusedWith(
      verifyCaptcha(t.db, { merchantId, captchaId: undefined, answer: 'ABCD' }),
      'captcha.required',
    );
    await refusedWith(
      verifyCaptcha(t.db, { merchantId, captchaId: captcha.captchaId, answer: '  ' }),
      'captcha.required',
    );
    // Asking for it did not spend it.
    await verifyCaptcha(t.db, { merchantId, captchaId: captcha.captchaId, answer: captcha.answer });
  });

  it('lets exactly one of many concurrent right answers pass', async () => {
    const captcha = await createCaptcha(t.db, { merchantId });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        verifyCaptcha(t.db, { merchantId, captchaId: captcha.captchaId, answer: captcha.answer }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('rate-limits captchas per IP', async () => {
    let last = 0;
    for (let index = 0; index < 31; index += 1)
      last = (await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.2.9.9' })).statusCode;
    expect(last).toBe(429);
  });
});
