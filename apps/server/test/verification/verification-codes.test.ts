import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationPurpose } from '@msp/contracts/verification.ts';
import type { MessageSender, OutgoingMessage } from '../../src/modules/verification/senders.ts';
import {
  consumeVerificationCode,
  issueVerificationCode,
  recordVerificationCode,
} from '../../src/modules/verification/service.ts';
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

/** Keeps what it was asked to send. */
class MemorySender implements MessageSender {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage) {
    this.sent.push(message);
  }
  last() {
    const message = this.sent.at(-1);
    if (!message) throw new Error('nothing sent');
    return message;
  }
}

let destinations = 0;
/** A destination no other test uses (the throttle counts per destination). */
const freshDestination = () => `88017${String(10_000_000 + (destinations += 1)).slice(-8)}`;

const issue = async (sender: MemorySender, destination: string, purpose: VerificationPurpose = 'LOGIN') => {
  await issueVerificationCode(t.db, sender, {
    merchantId,
    channel: 'SMS',
    destination,
    purpose,
    language: 'en',
  });
  return sender.last().code;
};

const consume = (destination: string, code: string, purpose: VerificationPurpose = 'LOGIN') =>
  consumeVerificationCode(t.db, { merchantId, channel: 'SMS', destination, purpose, code });

const refusedWith = async (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toMatchObject({ name: 'AppError', code });

/** Moves every code of a destination back in time, past the one-minute resend gap. */
const age = (destination: string, seconds = 61) =>
  t.db
    .updateTable('verification_codes')
    .set({
      created_at: sql<Date>`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql<Date>`expires_at - make_interval(secs => ${seconds})`,
    })
    .where('destination', '=', destination)
    .execute();

describe('verification codes', () => {
  it('issues six random digits, localized, and stores only a salted hash', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    const result = await issueVerificationCode(t.db, sender, {
      merchantId,
      channel: 'SMS',
      destination,
      purpose: 'LOGIN',
      language: 'en',
    });
    expect(result).toEqual({ expiredMinutes: 5 });
    const { code, text } = sender.last();
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toBe(`Your Shapla Play code is ${code}. It expires in 5 minutes.`);
    const row = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('destination', '=', destination)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row).map(String)).not.toContain(code);
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(5 * 60_000);

    const bengali = new MemorySender();
    await issueVerificationCode(t.db, bengali, {
      merchantId,
      channel: 'SMS',
      destination: freshDestination(),
      purpose: 'REGISTER',
      language: 'bn',
    });
    expect(bengali.last().text).toBe(
      `আপনার Shapla Play কোড ${bengali.last().code}। এর মেয়াদ ৫ মিনিটে শেষ হবে।`,
    );
  });

  it('accepts the code once; a second use is refused', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    const code = await issue(sender, destination);
    await consume(destination, code);
    await refusedWith(consume(destination, code), 'verification.code.invalid');
  });

  it('refuses the code for another purpose or another destination', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    const code = await issue(sender, destination, 'REGISTER');
    await refusedWith(consume(destination, code, 'LOGIN'), 'verification.code.invalid');
    await refusedWith(consume(destination, code, 'FORGOT'), 'verification.code.invalid');
    await refusedWith(consume(freshDestination(), code, 'REGISTER'), 'verification.code.invalid');
    await refusedWith(
      consumeVerificationCode(t.db, { merchantId, channel: 'EMAIL', destination, purpose: 'REGISTER', code }),
      'verification.code.invalid',
    );
    await refusedWith(
      consumeVerificationCode(t.db, {
        merchantId: merchantId + 1000,
        channel: 'SMS',
        destination,
        purpose: 'REGISTER',
        code,
      }),
      'verification.code.invalid',
    );
    // Those were not counted against it: the right use still works.
    await consume(destination, code, 'REGISTER');
  });

  it('refuses an expired code as expired', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    const code = await issue(sender, destination);
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('destination', '=', destination)
      .execute();
    await refusedWith(consume(destination, code), 'verification.code.expired');
  });

  it('voids the code after three wrong tries: then even the right code fails', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    const code = await issue(sender, destination);
    const wrong = code === '000000' ? '111111' : '000000';
    await refusedWith(consume(destination, wrong), 'verification.code.invalid');
    await refusedWith(consume(destination, wrong), 'verification.code.invalid');
    // Two wrong tries leave it alive…
    const alive = await t.db
      .selectFrom('verification_codes')
      .select(['attempts', 'voided_at'])
      .where('destination', '=', destination)
      .executeTakeFirstOrThrow();
    expect(alive).toEqual({ attempts: 2, voided_at: null });
    await refusedWith(consume(destination, wrong), 'verification.code.invalid');
    // …the third kills it.
    await refusedWith(consume(destination, code), 'verification.code.invalid');
  });

  it('refuses a missing code without counting it', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    const code = await issue(sender, destination);
    for (let index = 0; index < 4; index += 1)
      await refusedWith(consume(destination, ''), 'verification.code.invalid');
    await consume(destination, code);
  });

  it('voids the previous code when a new one is issued', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    const first = await issue(sender, destination);
    await age(destination);
    let second = await issue(sender, destination);
    while (second === first) {
      await age(destination);
      second = await issue(sender, destination);
    }
    await refusedWith(consume(destination, first), 'verification.code.invalid');
    await consume(destination, second);
  });

  it('sends at most once a minute to a destination', async () => {
    const sender = new MemorySender();
    const destination = freshDestination();
    await issue(sender, destination);
    await refusedWith(issue(sender, destination), 'verification.too.frequent');
    await refusedWith(issue(sender, destination, 'FORGOT'), 'verification.too.frequent');
    expect(sender.sent).toHaveLength(1);
    await age(destination, 59);
    await refusedWith(issue(sender, destination), 'verification.too.frequent');
    await age(destination, 2);
    await issue(sender, destination);
    expect(sender.sent).toHaveLength(2);
  });

  it('voids a code whose message could not be sent and answers system.unavailable', async () => {
    const destination = freshDestination();
    let failedCode = '';
    const failing: MessageSender = {
      async send(message) {
        failedCode = message.code;
        throw new Error('gateway down');
      },
    };
    await refusedWith(
      issueVerificationCode(t.db, failing, {
        merchantId,
        channel: 'SMS',
        destination,
        purpose: 'LOGIN',
        language: 'en',
      }),
      'system.unavailable',
    );
    await refusedWith(consume(destination, failedCode), 'verification.code.invalid');
  });

  it('counts a decoy like a send, but it can never be used', async () => {
    const destination = freshDestination();
    const decoy = await recordVerificationCode(t.db, {
      merchantId,
      channel: 'SMS',
      destination,
      purpose: 'LOGIN',
      language: 'en',
      decoy: true,
    });
    expect(decoy.message).toBeUndefined();
    expect(decoy.expiredMinutes).toBe(5);
    await refusedWith(issue(new MemorySender(), destination), 'verification.too.frequent');
  });

  it('lets exactly one of many concurrent uses of one code succeed', async () => {
    // On PostgreSQL (DATABASE_URL) these run at once on separate connections; on PGlite one after another.
    for (let round = 0; round < 3; round += 1) {
      const sender = new MemorySender();
      const destination = freshDestination();
      const code = await issue(sender, destination);
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => consume(destination, code)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const row = await t.db
        .selectFrom('verification_codes')
        .select(['consumed_at'])
        .where('destination', '=', destination)
        .executeTakeFirstOrThrow();
      expect(row.consumed_at).not.toBeNull();
    }
  });

  it(`keeps concurrent sends to one destination to one (advisory lock)`, async () => {
    const destination = freshDestination();
    const sender = new MemorySender();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => issue(sender, destination)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const live = await t.db
      .selectFrom('verification_codes')
      .select('id')
      .where('destination', '=', destination)
      .where('voided_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });
});
