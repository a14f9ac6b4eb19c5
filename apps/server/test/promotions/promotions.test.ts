import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { signInOperator } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { dataUrl, GIF_BYTES, PNG_1X1, pngOfSize } from '../uploads/images.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { promotionBody, promotionCalls } from './fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let p: ReturnType<typeof promotionCalls>;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  p = promotionCalls(t);
}, 120_000);
afterAll(async () => t?.close());

const PNG = dataUrl(PNG_1X1);
const codeOf = (response: { json(): unknown }) => (response.json() as { errorCode?: string }).errorCode;
const valueOf = <T = Record<string, unknown>>(response: {
  statusCode: number;
  body: string;
  json(): unknown;
}) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { value: T }).value;
};

async function bonusRecords(member: TestMember) {
  const response = await p.call('GET', member.token, '/wps/records/bonus');
  return valueOf<{ content: Array<{ amount: string; reference: string | null }> }>(response).content;
}

async function requirementsOf(memberId: number) {
  return t.db
    .selectFrom('turnover_requirements')
    .select(['required_amount', 'status', 'source', 'promotion_id'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

describe('a first-deposit bonus (join, deposit, claim)', () => {
  let id: number;
  let member: TestMember;

  beforeAll(async () => {
    id = await p.publish();
    member = await c.newMember();
  });

  it('pays 100% of the first deposit after joining, capped, once, with a turnover of 10 times', async () => {
    expect(await p.stateOf(null, id)).toMatchObject({ state: 'join' });
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'join' });
    expect(codeOf(await p.claim(member, id))).toBe('promotion.not.joined');

    const joined = valueOf<{ state: string; entry: { status: string } }>(await p.join(member, id));
    expect(joined).toMatchObject({ state: 'joined', entry: { status: 'JOINED' } });
    expect(codeOf(await p.join(member, id))).toBe('promotion.already.joined');
    const early = await p.claim(member, id);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'promotion.not.qualified']);

    await p.deposit(member, '300');
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '300.00' });
    const claimed = valueOf(await p.claim(member, id));
    expect(claimed).toEqual({
      promotionId: id,
      reward: '300.00',
      turnoverRequired: '3000.00',
      state: 'process',
    });

    expect((await c.balance(member)).balance).toBe('600.00');
    expect(await bonusRecords(member)).toEqual([
      expect.objectContaining({ amount: '300.00', reference: `promotion:${id}` }),
    ]);
    const [requirement] = await requirementsOf(member.id);
    expect(requirement).toMatchObject({ required_amount: 300_000n, status: 'OPEN', promotion_id: id });
    expect(requirement!.source).toMatch(/^BONUS:\d+$/);
    expect(await p.turnover(member)).toEqual({
      remaining: '3000.00',
      requirements: [
        expect.objectContaining({
          required: '3000.00',
          completed: '0.00',
          remaining: '3000.00',
          promotionTitle: 'First deposit bonus',
        }),
      ],
    });
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'process', reward: '300.00' });

    // Claimed again: the first answer, nothing paid.
    const before = await p.footprint();
    expect(valueOf(await p.claim(member, id))).toEqual(claimed);
    expect(await p.footprint()).toEqual(before);
    expect((await c.balance(member)).balance).toBe('600.00');

    // Only the first deposit ever counts.
    await p.deposit(member, '1000');
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'process', reward: '300.00' });
    expect(await p.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
  });

  it('caps the reward and refuses a first deposit below the minimum or made before joining', async () => {
    const capped = await c.newMember();
    await p.join(capped, id);
    await p.deposit(capped, '2000');
    expect(valueOf(await p.claim(capped, id))).toMatchObject({
      reward: '500.00',
      turnoverRequired: '5000.00',
    });

    const small = await c.newMember();
    const minimum = await p.publish({ rules: { percent: '50', minDeposit: '500', turnoverMultiple: 0 } });
    await p.join(small, minimum);
    await p.deposit(small, '300');
    expect(await p.stateOf(small, minimum)).toMatchObject({ state: 'close', closedReason: 'NOT_ELIGIBLE' });
    const refused = await p.claim(small, minimum);
    expect(refused.json()).toMatchObject({
      errorCode: 'promotion.deposit.below.minimum',
      message: 'The qualifying deposit was below the minimum of ৳500.00',
    });

    // A member who deposited before joining can never have a first deposit after it.
    const depositor = await c.newMember();
    await p.deposit(depositor, '400');
    expect(await p.stateOf(depositor, id)).toMatchObject({ state: 'close', closedReason: 'NOT_ELIGIBLE' });
    const late = await p.join(depositor, id);
    expect([late.statusCode, codeOf(late)]).toEqual([403, 'promotion.not.eligible']);
  });
});

describe('a reload bonus', () => {
  it('pays on the first deposit after joining that is not the first ever, at least the minimum', async () => {
    const id = await p.publish({
      type: 'RELOAD',
      title: { bn: 'রিলোড বোনাস', en: 'Reload bonus' },
      rules: { percent: '10', cap: '150', minDeposit: '500', turnoverMultiple: 5 },
    });
    const member = await c.newMember();
    valueOf(await p.join(member, id));
    await p.deposit(member, '800'); // the member's first deposit ever: not a reload
    expect(codeOf(await p.claim(member, id))).toBe('promotion.not.qualified');
    await p.deposit(member, '300'); // below the minimum
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'joined' });
    await p.deposit(member, '1200');
    await p.deposit(member, '5000'); // later deposits do not change the one that qualified
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '120.00' });
    expect(valueOf(await p.claim(member, id))).toEqual({
      promotionId: id,
      reward: '120.00',
      turnoverRequired: '600.00',
      state: 'process',
    });
    expect((await c.balance(member)).balance).toBe('7420.00');
    const entry = await t.db
      .selectFrom('promotion_entries')
      .select(['status', 'qualifying_ref', 'reward'])
      .where('promotion_id', '=', id)
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ status: 'CLAIMED', reward: 12_000n });
    expect(entry.qualifying_ref).toMatch(/^deposit:/);
  });
});

describe('a sign-up bonus (AUTO)', () => {
  it('is ready for members registered in the period, issued without a turnover when the multiple is 0', async () => {
    const id = await p.publish({
      type: 'SIGN_UP',
      category: 'newPlayer',
      joinMode: 'AUTO',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      title: { bn: 'সাইন-আপ বোনাস', en: 'Sign-up bonus' },
      rules: { fixedAmount: '50', turnoverMultiple: 0 },
    });
    const member = await c.newMember();
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '50.00' });
    expect(codeOf(await p.join(member, id))).toBe('promotion.join.automatic');
    expect(valueOf(await p.claim(member, id))).toEqual({
      promotionId: id,
      reward: '50.00',
      turnoverRequired: '0.00',
      state: 'issued',
    });
    expect((await c.balance(member)).balance).toBe('50.00');
    expect(await requirementsOf(member.id)).toEqual([]);
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'issued', reward: '50.00' });

    // Registered before the period: not for this member, and nothing is written by trying.
    const old = await c.newMember();
    await sql`UPDATE members SET created_at = now() - interval '2 days' WHERE id = ${old.id}`.execute(t.db);
    expect(await p.stateOf(old, id)).toMatchObject({ state: 'close', closedReason: 'NOT_ELIGIBLE' });
    const before = await p.footprint();
    expect(codeOf(await p.claim(old, id))).toBe('promotion.not.eligible');
    expect(await p.footprint()).toEqual(before);
  });
});

describe('an application (remark and images, the operator decides)', () => {
  let id: number;
  beforeAll(async () => {
    id = await p.publish({
      type: 'OTHER',
      category: 'other',
      joinMode: 'APPLICATION',
      title: { bn: 'টিকটক ভিডিও পুরস্কার', en: 'TikTok video reward' },
      rules: { cap: '1000', turnoverMultiple: 1 },
    });
  });

  it('pays the amount approved, at most the cap, on the member’s claim', async () => {
    const member = await c.newMember();
    expect(codeOf(await p.join(member, id))).toBe('promotion.application.only');
    const images = await Promise.all(
      [PNG, dataUrl(PNG_1X1)].map(async (image) =>
        valueOf<{ id: string; url: string }>(await p.uploadImage(member, image)),
      ),
    );
    expect(images[0]!.url).toBe(`/wps/uploads/${images[0]!.id}`);
    const applied = valueOf(
      await p.apply(member, id, {
        remark: 'My video: https://tiktok.example/v/1',
        imageIds: images.map((i) => i.id),
      }),
    );
    expect(applied).toMatchObject({
      state: 'applying',
      entry: {
        status: 'APPLYING',
        remark: 'My video: https://tiktok.example/v/1',
        imageUrls: images.map((i) => i.url),
      },
    });
    expect(codeOf(await p.claim(member, id))).toBe('promotion.application.pending');
    expect(codeOf(await p.apply(member, id, { remark: 'again' }))).toBe('promotion.already.joined');

    const queue = valueOf<{ content: Array<{ id: string; memberId: number; imageUrls: string[] }> }>(
      await p.ops('GET', `/ops/promotions/${id}/entries?status=APPLYING`),
    ).content;
    const application = queue.find((entry) => entry.memberId === member.id)!;
    expect(application.imageUrls).toHaveLength(2);
    // The operator can see the images.
    const image = await p.call('GET', await p.adminToken(), application.imageUrls[0]!);
    expect(image.headers['content-type']).toBe('image/png');

    const decision = (body: unknown) =>
      p.ops('POST', `/ops/promotions/entries/${application.id}/decision`, body);
    expect((await decision({ approve: true, amount: '1000.01' })).json()).toMatchObject({
      errorCode: 'promotion.amount.over.cap',
      message: "The amount is above the promotion's cap of ৳1000.00",
    });
    expect(codeOf(await decision({ approve: true }))).toBe('wallet.amount.invalid');
    const cashierToken = await (await import('../helpers/operators.ts')).operatorLogin(t, 'democashier');
    const byCashier = await p.call(
      'POST',
      cashierToken,
      `/ops/promotions/entries/${application.id}/decision`,
      {
        approve: true,
        amount: '250',
      },
    );
    expect([byCashier.statusCode, codeOf(byCashier)]).toEqual([403, 'operator.forbidden']);
    valueOf(await decision({ approve: true, amount: '250' }));
    expect(codeOf(await decision({ approve: false, note: 'late' }))).toBe('promotion.entry.decided');

    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '250.00' });
    expect(valueOf(await p.claim(member, id))).toEqual({
      promotionId: id,
      reward: '250.00',
      turnoverRequired: '250.00',
      state: 'process',
    });
    expect((await c.balance(member)).balance).toBe('250.00');
    // Once its turnover is bet, the paid application shows as claimed.
    await p.bet(member, 25_000n);
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claimed', reward: '250.00' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('member_id', '=', member.id)
      .where('action', 'like', 'PROMOTION_%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'PROMOTION_APPLIED',
      'PROMOTION_APPLICATION_DECIDED',
      'PROMOTION_CLAIMED',
    ]);
  });

  it('shows a rejection with its note and pays nothing', async () => {
    const member = await c.newMember();
    valueOf(await p.apply(member, id, { remark: 'please' }));
    const entry = await t.db
      .selectFrom('promotion_entries')
      .select('id')
      .where('promotion_id', '=', id)
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const url = `/ops/promotions/entries/${entry.id}/decision`;
    expect(codeOf(await p.ops('POST', url, { approve: false }))).toBe('promotion.note.required');
    valueOf(await p.ops('POST', url, { approve: false, note: 'No video link' }));
    const detail = valueOf<{ state: string; entry: { note: string } }>(await p.detail(member, id));
    expect(detail).toMatchObject({ state: 'rejected', entry: { status: 'REJECTED', note: 'No video link' } });
    expect(codeOf(await p.claim(member, id))).toBe('promotion.application.rejected');
    expect((await c.balance(member)).balance).toBe('0.00');
  });
});

describe('the end of a promotion', () => {
  it('closes it when its budget cannot pay a reward, and when its period is over', async () => {
    const id = await p.publish({
      type: 'SIGN_UP',
      category: 'newPlayer',
      joinMode: 'AUTO',
      rules: { fixedAmount: '30', turnoverMultiple: 0 },
      budget: '50',
    });
    const [first, second] = [await c.newMember(), await c.newMember()];
    expect(valueOf(await p.claim(first, id))).toMatchObject({ reward: '30.00', state: 'issued' });
    expect(await p.stateOf(second, id)).toMatchObject({ state: 'close', closedReason: 'BUDGET' });
    const before = await p.footprint();
    expect(codeOf(await p.claim(second, id))).toBe('promotion.budget.exhausted');
    expect(await p.footprint()).toEqual(before);
    const detail = valueOf<{ budgetLeftPercent: number }>(await p.detail(null, id));
    expect(detail.budgetLeftPercent).toBe(40);

    const over = await p.publish({
      startsAt: new Date(Date.now() - 7_200_000).toISOString(),
      endsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(await p.stateOf(second, over)).toMatchObject({ state: 'close', closedReason: 'ENDED' });
    expect(codeOf(await p.join(second, over))).toBe('promotion.ended');
  });

  it('still pays a reward earned in the period after it ended, until the operator closes it', async () => {
    const id = await p.publish({ rules: { percent: '10', turnoverMultiple: 0 } });
    const [member, late] = [await c.newMember(), await c.newMember()];
    await p.join(member, id);
    await p.join(late, id);
    await p.deposit(member, '1000');
    await sql`UPDATE promotions SET ends_at = now() WHERE id = ${id}`.execute(t.db);
    await p.deposit(late, '1000'); // after the end: does not qualify
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '100.00' });
    expect(await p.stateOf(late, id)).toMatchObject({ state: 'close', closedReason: 'NOT_ELIGIBLE' });
    expect(codeOf(await p.claim(late, id))).toBe('promotion.not.eligible');
    expect(valueOf(await p.claim(member, id))).toMatchObject({ reward: '100.00', state: 'claimed' });
  });
});

describe('bad input changes nothing', () => {
  let application: number;
  let member: TestMember;
  let stranger: TestMember;

  beforeAll(async () => {
    application = await p.publish({
      type: 'OTHER',
      category: 'other',
      joinMode: 'APPLICATION',
      rules: { turnoverMultiple: 0 },
    });
    member = await c.newMember();
    stranger = await c.newMember();
  });

  it('answers the localized error for unknown ids, long remarks, too many or foreign images and early claims', async () => {
    const mine = valueOf<{ id: string }>(await p.uploadImage(member, PNG)).id;
    const theirs = valueOf<{ id: string }>(await p.uploadImage(stranger, PNG)).id;
    const firstDeposit = await p.publish();
    await p.join(member, firstDeposit);
    const before = await p.footprint();

    const unknown = await p.detail(member, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorCode: 'promotion.not.found',
      message: 'The promotion was not found',
    });
    expect(codeOf(await p.claim(member, 2_000_000_000))).toBe('promotion.not.found');
    const bangla = await t.app.inject({
      url: '/wps/promotions/2000000000',
      headers: { authorization: member.token, language: 'bn' },
    });
    expect(bangla.json().message).toBe('প্রমোশনটি পাওয়া যায়নি');

    const long = await p.apply(member, application, { remark: 'x'.repeat(141) });
    expect([long.statusCode, long.json()]).toEqual([
      400,
      expect.objectContaining({
        errorCode: 'promotion.remark.too.long',
        message: 'The remark can be at most 140 characters',
      }),
    ]);
    const four = await p.apply(member, application, { remark: 'ok', imageIds: [mine, mine, mine, mine] });
    expect(four.json()).toMatchObject({ errorCode: 'upload.image.count', message: 'No more than 3 images' });
    const foreign = await p.apply(member, application, { remark: 'ok', imageIds: [mine, theirs] });
    expect(foreign.json()).toMatchObject({ errorCode: 'promotion.image.invalid' });
    expect(codeOf(await p.claim(member, firstDeposit))).toBe('promotion.not.qualified');
    expect(codeOf(await p.claim(member, application))).toBe('promotion.not.joined');
    expect(await p.footprint()).toEqual(before);

    // 140 characters (Bangla letters are one each) are fine.
    const exact = await p.apply(member, application, { remark: 'অ'.repeat(140), imageIds: [mine] });
    expect(exact.statusCode).toBe(200);
  });

  it('leaves png/jpg and 5 MB to the uploads module', async () => {
    const before = await p.footprint();
    expect(codeOf(await p.uploadImage(member, dataUrl(GIF_BYTES, 'image/png')))).toBe('upload.image.type');
    const tooLarge = await p.uploadImage(member, dataUrl(pngOfSize(5 * 1024 * 1024 + 1)));
    expect(codeOf(tooLarge)).toBe('upload.image.too.large');
    expect(await p.footprint()).toEqual(before);
  });

  it('keeps visitors, trial players and other merchants out', async () => {
    const visitor = await p.call('POST', null, `/wps/promotions/${application}/claim`);
    expect([visitor.statusCode, codeOf(visitor)]).toEqual([401, 'login.not.session']);
    expect((await p.call('GET', null, '/wps/promotions/turnover')).statusCode).toBe(401);

    await insertMerchant(t.db, 'PROMOX');
    const { id: merchantId } = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'PROMOX')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('operators')
      .values({
        merchant_id: merchantId,
        username: 'promoxadmin',
        password_hash: await hashPassword('Other@1234'),
        role: 'ADMIN',
      })
      .execute();
    const foreignAdmin = await signInOperator(t, {
      merchant: 'PROMOX',
      username: 'promoxadmin',
      password: 'Other@1234',
    });
    const foreign = promotionCalls(t, 'PROMOX');
    const created = await foreign.call('POST', foreignAdmin, '/ops/promotions', promotionBody());
    const theirs = valueOf<{ id: number }>(created).id;
    valueOf(
      await foreign.call('POST', foreignAdmin, `/ops/promotions/${theirs}/status`, { status: 'ACTIVE' }),
    );

    const before = await p.footprint();
    for (const response of [
      await p.detail(member, theirs),
      await p.join(member, theirs),
      await p.claim(member, theirs),
      await p.ops('PUT', `/ops/promotions/${theirs}`, promotionBody()),
      await p.ops('POST', `/ops/promotions/${theirs}/status`, { status: 'CLOSED' }),
      await p.ops('GET', `/ops/promotions/${theirs}/entries`),
    ])
      expect([response.statusCode, codeOf(response)]).toEqual([404, 'promotion.not.found']);
    const listed = valueOf<{ content: Array<{ id: number }> }>(
      await p.ops('GET', '/ops/promotions?pageSize=100'),
    );
    expect(listed.content.map((promotion) => promotion.id)).not.toContain(theirs);
    const members = valueOf<{ content: Array<{ id: number }> }>(
      await p.call('GET', null, '/wps/promotions?pageSize=100'),
    );
    expect(members.content.map((promotion) => promotion.id)).not.toContain(theirs);
    expect(await p.footprint()).toEqual(before);
  });
});

describe('the operator keeps the catalogue', () => {
  it('creates drafts, checks rules against the type, sanitizes content, publishes and closes, all audited', async () => {
    const refused = async (overrides: Record<string, unknown>) =>
      codeOf(await p.ops('POST', '/ops/promotions', promotionBody(overrides)));
    expect(await refused({ rules: { fixedAmount: '10', turnoverMultiple: 1 } })).toBe(
      'promotion.rules.invalid',
    );
    expect(await refused({ type: 'SIGN_UP', rules: { percent: '10', turnoverMultiple: 1 } })).toBe(
      'promotion.rules.invalid',
    );
    expect(await refused({ type: 'REBATE', joinMode: 'AUTO' })).toBe('promotion.type.unsupported');
    expect(
      await refused({ startsAt: '2026-12-02T00:00:00+06:00', endsAt: '2026-12-01T00:00:00+06:00' }),
    ).toBe('promotion.period.invalid');
    const cashierToken = await (await import('../helpers/operators.ts')).operatorLogin(t, 'democashier');
    const byCashier = await p.call('POST', cashierToken, '/ops/promotions', promotionBody());
    expect([byCashier.statusCode, codeOf(byCashier)]).toEqual([403, 'operator.forbidden']);

    const body = promotionBody({
      content: { bn: '<p>ঠিক</p>', en: '<p onclick="steal()">Fine<script>alert(1)</script></p>' },
      tags: ['daily', 'daily', 'vip'],
      budget: '100',
    });
    const created = valueOf<{ id: number; status: string; content: { en: string }; tags: string[] }>(
      await p.ops('POST', '/ops/promotions', body),
    );
    expect(created).toMatchObject({
      status: 'DRAFT',
      content: { en: '<p>Fine</p>' },
      tags: ['daily', 'vip'],
    });
    expect(codeOf(await p.ops('POST', '/ops/promotions', { ...body }))).toBe('promotion.code.taken');
    // A draft is not there for members.
    expect(codeOf(await p.call('GET', null, `/wps/promotions/${created.id}`))).toBe('promotion.not.found');

    const changed = valueOf<{ rules: unknown; budget: string }>(
      await p.ops('PUT', `/ops/promotions/${created.id}`, {
        ...body,
        rules: { percent: '12.5', turnoverMultiple: 3 },
        budget: '200',
      }),
    );
    expect(changed).toMatchObject({ rules: { percent: '12.50', turnoverMultiple: 3 }, budget: '200.00' });
    valueOf(await p.ops('POST', `/ops/promotions/${created.id}/status`, { status: 'ACTIVE' }));
    const detail = valueOf<{ rules: unknown; budgetLeftPercent: number; state: string }>(
      await p.call('GET', null, `/wps/promotions/${created.id}`),
    );
    expect(detail).toMatchObject({
      rules: { percent: '12.50', turnoverMultiple: 3 },
      budgetLeftPercent: 100,
      state: 'join',
    });
    expect(codeOf(await p.ops('POST', `/ops/promotions/${created.id}/status`, { status: 'DRAFT' }))).toBe(
      'promotion.status.invalid',
    );
    valueOf(await p.ops('POST', `/ops/promotions/${created.id}/status`, { status: 'CLOSED' }));
    expect(await p.stateOf(null, created.id)).toMatchObject({ state: 'close', closedReason: 'ENDED' });

    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'PROMOTION_%')
      .where(sql<boolean>`detail ->> 'promotionId' = ${String(created.id)}`)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'PROMOTION_CREATED',
      'PROMOTION_UPDATED',
      'PROMOTION_STATUS_SET',
      'PROMOTION_STATUS_SET',
    ]);
  });

  it('lists the active ones by category and tag, coming soon before their start', async () => {
    const soon = await p.publish({
      category: 'slots',
      tags: ['limited'],
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const list = async (query: string) =>
      valueOf<{ content: Array<{ id: number; state: string }> }>(
        await p.call('GET', null, `/wps/promotions?pageSize=100&${query}`),
      ).content;
    expect(await list('category=slots')).toEqual([
      expect.objectContaining({ id: soon, state: 'comingSoon' }),
    ]);
    expect((await list('tag=limited')).map((promotion) => promotion.id)).toEqual([soon]);
    expect((await list('category=slots&tag=newbie')).map((promotion) => promotion.id)).toEqual([]);
    const member = await c.newMember();
    expect(codeOf(await p.join(member, soon))).toBe('promotion.not.started');
  });
});
