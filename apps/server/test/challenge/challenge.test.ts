import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProofOfWork, solveProofOfWork } from '@msp/contracts/proof-of-work.ts';
import { createChallenge, verifyChallenge } from '../../src/modules/challenge/service.ts';
import { createTestApp, TEST_CHALLENGE_DIFFICULTY, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

const fetchChallenge = async (remoteAddress = '10.1.0.1') => {
  const response = await t.app.inject({ url: '/wps/challenge', remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.json().value as {
    challengeId: string;
    salt: string;
    difficulty: number;
    expiresAt: number;
  };
};

const refusedWith = async (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toMatchObject({ name: 'AppError', code });

describe('GET /wps/challenge', () => {
  it('hands out a fresh challenge that expires in 5 minutes, never cached', async () => {
    const before = Date.now();
    const response = await t.app.inject({ url: '/wps/challenge', remoteAddress: '10.1.0.2' });
    expect(response.headers['cache-control']).toBe('no-store');
    const value = response.json().value;
    expect(value).toEqual({
      challengeId: expect.any(String),
      salt: expect.any(String),
      // The test app asks for a light difficulty (config.challengeDifficulty); 16 bits unless told.
      difficulty: TEST_CHALLENGE_DIFFICULTY,
      expiresAt: expect.any(Number),
    });
    expect(value.expiresAt - before).toBeGreaterThan(4.9 * 60_000);
    expect(value.expiresAt - before).toBeLessThanOrEqual(5 * 60_000 + 1_000);
    const other = await fetchChallenge();
    expect(other.challengeId).not.toBe(value.challengeId);
    expect(other.salt).not.toBe(value.salt);
  });

  it('is 16 bits unless told, and a 16-bit challenge is solved and accepted', async () => {
    const challenge = await createChallenge(t.db, { merchantId });
    expect(challenge.difficulty).toBe(16);
    const nonce = await solveProofOfWork(challenge.salt, challenge.difficulty);
    await verifyChallenge(t.db, { merchantId, challengeId: challenge.challengeId, nonce });
  });

  it('accepts a solved challenge once; a replay is refused', async () => {
    const challenge = await fetchChallenge();
    const nonce = await solveProofOfWork(challenge.salt, challenge.difficulty);
    await verifyChallenge(t.db, { merchantId, challengeId: challenge.challengeId, nonce });
    await refusedWith(
      verifyChallenge(t.db, { merchantId, challengeId: challenge.challengeId, nonce }),
      'challenge.required',
    );
  });

  it('refuses a wrong nonce, and the challenge is spent by it', async () => {
    const challenge = await fetchChallenge();
    const nonce = await solveProofOfWork(challenge.salt, challenge.difficulty);
    let wrong = Number(nonce) + 1;
    while (await checkProofOfWork(challenge.salt, String(wrong), challenge.difficulty)) wrong += 1;
    await refusedWith(
      verifyChallenge(t.db, { merchantId, challengeId: challenge.challengeId, nonce: String(wrong) }),
      'challenge.required',
    );
    await refusedWith(
      verifyChallenge(t.db, { merchantId, challengeId: challenge.challengeId, nonce }),
      'challenge.required',
    );
  });

  it('refuses a missing, unknown, expired or foreign challenge', async () => {
    await refusedWith(
      verifyChallenge(t.db, { merchantId, challengeId: undefined, nonce: '1' }),
      'challenge.required',
    );
    await refusedWith(
      verifyChallenge(t.db, { merchantId, challengeId: 'x', nonce: undefined }),
      'challenge.required',
    );
    await refusedWith(
      verifyChallenge(t.db, { merchantId, challengeId: 'nope', nonce: '1' }),
      'challenge.required',
    );

    const expired = await createChallenge(t.db, { merchantId, difficulty: 1 });
    const expiredNonce = await solveProofOfWork(expired.salt, 1);
    await t.db
      .updateTable('challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', expired.challengeId)
      .execute();
    await refusedWith(
      verifyChallenge(t.db, { merchantId, challengeId: expired.challengeId, nonce: expiredNonce }),
      'challenge.required',
    );

    const foreign = await createChallenge(t.db, { merchantId, difficulty: 1 });
    const foreignNonce = await solveProofOfWork(foreign.salt, 1);
    await refusedWith(
      verifyChallenge(t.db, {
        merchantId: merchantId + 1000,
        challengeId: foreign.challengeId,
        nonce: foreignNonce,
      }),
      'challenge.required',
    );
    // The foreign attempt did not spend it.
    await verifyChallenge(t.db, { merchantId, challengeId: foreign.challengeId, nonce: foreignNonce });
  });

  it('lets exactly one of many concurrent uses of one challenge pass', async () => {
    const challenge = await createChallenge(t.db, { merchantId, difficulty: 4 });
    const nonce = await solveProofOfWork(challenge.salt, 4);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        verifyChallenge(t.db, { merchantId, challengeId: challenge.challengeId, nonce }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('rate-limits challenges per IP', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 32; index += 1)
      statuses.push((await t.app.inject({ url: '/wps/challenge', remoteAddress: '10.1.9.9' })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
