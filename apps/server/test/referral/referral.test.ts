import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { recordReferral } from '../../src/modules/referral/signup.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { promotionBody } from '../promotions/fixture.ts';
import { cashier } from '../withdrawals/cashier-fixture.ts';
import { newDevice, referralCalls } from './fixture.ts';

/**
 * Refer a friend, end to end through the API: codes and links, sign-ups with a member's code (beside agents'
 * invitations, which stay as they were), every anti-abuse refusal with its reason, rewards only after the friend's
 * turnover, claims that pay once, no promotion → nothing earned, and a member sees only its own friends, masked.
 */

let t: TestApp;
let r: ReturnType<typeof referralCalls>;
let c: ReturnType<typeof cashier>;

beforeAll(async () => {
  t = await createTestApp();
  r = referralCalls(t);
  c = cashier(t);
}, 120_000);
afterAll(async () => t?.close());

describe('the code and the link', () => {
  it('gives every real member one short code, on first ask, and a link on the site it asked from', async () => {
    const member = await r.newMember();
    expect(await t.db.selectFrom('referral_codes').where('member_id', '=', member.id).execute()).toHaveLength(
      0,
    );
    const first = await r.page(member);
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(first.link).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/register\\?referralCode=${first.code}$`),
    );
    expect((await r.page(member)).code).toBe(first.code);
    const other = await r.newMember();
    expect(await r.codeOf(other)).not.toBe(first.code);
  });

  it('is for members only: visitors 401, trial players refused', async () => {
    const visitor = await r.overview(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errorCode).toBe('login.not.session');
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'DEMO' },
      remoteAddress: randomPrivateIp(),
      payload: {},
    });
    const token = trial.json().value?.token as string;
    expect(token).toBeTruthy();
    const refused = await r.overview({ id: 0, username: 'trial', token, mobileNum: '' });
    expect(refused.json().errorCode).toBe('login.trial.forbidden');
    const claim = await r.claim({ id: 0, username: 'trial', token, mobileNum: '' });
    expect(claim.json().errorCode).toBe('login.trial.forbidden');
  });
});

describe('signing up with a member code', () => {
  it('registers the friend beside its referrer and records the referral in the same transaction', async () => {
    const promotionId = await r.runReferral();
    const agentCode = await t.db
      .selectFrom('members')
      .select(['id', 'affiliate_code'])
      .where('username', '=', 'demoagent')
      .executeTakeFirstOrThrow();
    // The referrer is in the demo agent's team: its friend joins that team too, beside it.
    const { member: referrer } = await r.register(agentCode.affiliate_code!);
    const code = await r.codeOf(referrer!);
    const ip = randomPrivateIp();
    const device = newDevice();
    const { response, member: friend } = await r.register(code.toLowerCase(), {
      ip,
      device,
    });
    expect(response.statusCode).toBe(200);
    const row = await r.referralOf(friend!.id);
    expect(row).toMatchObject({
      referrer_id: referrer!.id,
      code,
      promotion_id: promotionId,
      signup_ip: ip,
      status: 'PENDING',
      reason: null,
    });
    expect(row!.signup_device).toMatch(/^[0-9a-f]{64}$/);
    const parents = await t.db
      .selectFrom('members')
      .select(['id', 'parent_member_id', 'type'])
      .where('id', 'in', [referrer!.id, friend!.id])
      .execute();
    expect(parents.map((p) => p.parent_member_id)).toEqual([agentCode.id, agentCode.id]);
    expect(parents.find((p) => p.id === friend!.id)!.type).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('member_id', '=', friend!.id)
      .where('action', '=', 'REGISTER')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ referrerId: referrer!.id, agentId: null });
    // The page's affiliate check accepts the code without telling whose it is.
    const check = await t.app.inject({
      url: `/wps/agent/affiliate?code=${code}&domain=localhost`,
      headers: { merchant: 'DEMO' },
    });
    expect(check.json().value).toEqual({ valid: true, agentAccount: null });
  });

  it("leaves agents' invitations as they were, and still refuses an unknown code", async () => {
    const agent = await t.db
      .selectFrom('members')
      .select(['id', 'affiliate_code'])
      .where('username', '=', 'demoagent')
      .executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('referrals').select('id').execute();
    const { member } = await r.register(agent.affiliate_code!);
    const joined = await t.db
      .selectFrom('member_tree')
      .select('joined_via')
      .where('member_id', '=', member!.id)
      .executeTakeFirstOrThrow();
    expect(joined.joined_via).toBe('CODE');
    expect(await r.referralOf(member!.id)).toBeUndefined();
    expect(await t.db.selectFrom('referrals').select('id').execute()).toHaveLength(before.length);
    const { response } = await r.register('ZZZZZZ');
    expect(response.json()).toMatchObject({ errorCode: 'register.affiliate.invalid', field: 'referralCode' });
    const { response: plainMemberAffiliate } = await r.register(
      (
        await t.db
          .selectFrom('members')
          .select('affiliate_code')
          .where('username', '=', 'demoplayer')
          .executeTakeFirstOrThrow()
      ).affiliate_code!,
    );
    expect(plainMemberAffiliate.json().errorCode).toBe('register.affiliate.invalid');
  });

  it('accepts a member code with no referral promotion running, and records that it earns nothing', async () => {
    await r.closeReferrals();
    const referrer = await r.newMember();
    const code = await r.codeOf(referrer);
    const { member: friend } = await r.register(code);
    expect(await r.referralOf(friend!.id)).toMatchObject({
      status: 'NOT_ELIGIBLE',
      reason: 'NO_PROMOTION',
      promotion_id: null,
    });
    await r.deposit(friend!, '2000');
    await r.play(friend!, 150_000n);
    const page = await r.page(referrer);
    expect(page.promotion).toBeNull();
    expect(page.friends.content[0]).toMatchObject({
      status: 'notEligible',
      reason: 'NO_PROMOTION',
      ready: '0.00',
    });
    expect((await r.claim(referrer)).json().value).toEqual({
      paid: '0.00',
      rewards: 0,
      turnoverRequired: '0.00',
    });
  });
});

describe('anti-abuse', () => {
  it('refuses each case with its reason, shows it to the referrer and never pays it', async () => {
    await r.runReferral({ friendTurnover: '0' });
    const home = randomPrivateIp();
    const phone = newDevice();
    // The referrer registers (and so logs in) from home, on its phone, with its name as payee.
    const referrer = await r.newMember({ ip: home, device: phone }, { payeeName: 'Karim Uddin' });
    const code = await r.codeOf(referrer);

    const sameIp = await r.register(code, { ip: home, device: newDevice() });
    const sameDevice = await r.register(code, { device: phone });
    const sameName = await r.register(code, { device: newDevice() }, { payeeName: 'karim  uddin' });
    const signedIn = await r.register(code, { device: newDevice(), token: referrer.token });
    const farm = randomPrivateIp();
    const farmed = [];
    for (let i = 0; i < 4; i += 1) farmed.push(await r.register(code, { ip: farm, device: newDevice() }));

    const reasons = async (friend: { member: { id: number } | null }) =>
      (await r.referralOf(friend.member!.id))!.reason;
    expect(await reasons(sameIp)).toBe('SAME_IP');
    expect(await reasons(sameDevice)).toBe('SAME_DEVICE');
    expect(await reasons(sameName)).toBe('SELF_REFERRAL');
    expect(await reasons(signedIn)).toBe('SELF_REFERRAL');
    expect(await Promise.all(farmed.map(reasons))).toEqual([null, null, null, 'IP_RATE_LIMIT']);

    // A friend found later to hold the referrer's withdrawal account is refused when it would earn.
    const merchantId = await r.merchantId();
    const later = farmed[0]!.member!;
    for (const [memberId, name] of [
      [referrer.id, 'Karim Uddin'],
      [later.id, 'Someone Else'],
    ] as const)
      await t.db
        .insertInto('member_bank_accounts')
        .values({
          merchant_id: merchantId,
          member_id: memberId,
          kind: 'MOBILE_WALLET',
          provider_name: 'bKash',
          account_name: name,
          account_number: '01799990000',
          mobile_num: '01799990000',
        })
        .execute();

    const page = await r.page(referrer, '?pageSize=20');
    expect(page.friends.totalElements).toBe(8);
    const statuses = page.friends.content.map((friend) => [friend.status, friend.reason]);
    expect(statuses.filter(([status]) => status === 'notEligible')).toHaveLength(6);
    expect(statuses.filter(([status]) => status === 'ready')).toHaveLength(2);
    expect(await reasons(farmed[0]!)).toBe('SELF_REFERRAL');
    // Two friends from the farm's address are ready (৳100 each); the claim pays only those.
    expect(page.totals).toMatchObject({ invited: 8, ready: '200.00', readyCount: 2 });
    const claim = await r.claim(referrer);
    expect(claim.json().value).toEqual({ paid: '200.00', rewards: 2, turnoverRequired: '600.00' });
    const paidTo = await t.db
      .selectFrom('referral_rewards as w')
      .innerJoin('referrals as f', 'f.id', 'w.referral_id')
      .select('f.friend_id')
      .where('w.referrer_id', '=', referrer.id)
      .execute();
    expect(paidTo.map((row) => row.friend_id).sort()).toEqual(
      [farmed[1]!.member!.id, farmed[2]!.member!.id].sort(),
    );
  });

  it('refuses a trial account as a friend', async () => {
    await r.runReferral();
    const referrer = await r.newMember();
    const code = await r.codeOf(referrer);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'DEMO' },
      remoteAddress: randomPrivateIp(),
      payload: {},
    });
    const trialId = trial.json().value.id as number;
    const merchantId = await r.merchantId();
    await t.db.transaction().execute((trx) =>
      recordReferral(trx, {
        merchantId,
        referrer: { memberId: referrer.id, code, uplineId: null },
        friendId: trialId,
        friendIsTrial: true,
        signedInMemberId: null,
        origin: { ip: randomPrivateIp(), userAgent: null },
      }).then(() => undefined),
    );
    expect(await r.referralOf(trialId)).toMatchObject({ status: 'NOT_ELIGIBLE', reason: 'TRIAL_ACCOUNT' });
  });
});

describe('rewards', () => {
  it("are earned only once the friend's turnover is met, then claimed once", async () => {
    const promotionId = await r.runReferral({ minDeposit: '500' });
    const referrer = await r.newMember();
    const code = await r.codeOf(referrer);
    const { member: friend } = await r.register(code, { device: newDevice() });
    const referral = (await r.referralOf(friend!.id))!;

    await r.deposit(friend!, '600');
    await r.play(friend!, 50_000n);
    // A second deposit: only the first one ever counts for the reward.
    await r.deposit(friend!, '1000');
    let page = await r.page(referrer);
    expect(page.friends.content[0]).toMatchObject({
      status: 'waiting',
      validBets: '500.00',
      friendTurnover: '1000.00',
      ready: '0.00',
    });
    expect(page.totals).toMatchObject({ invited: 1, qualified: 0, ready: '0.00', readyCount: 0 });
    expect((await r.claim(referrer)).json().value.paid).toBe('0.00');

    await r.play(friend!, 50_000n);
    page = await r.page(referrer);
    // ৳100 for the sign-up and 20 % of the ৳600 first deposit.
    expect(page.friends.content[0]).toMatchObject({ status: 'ready', ready: '220.00', paid: '0.00' });
    expect(page.totals).toMatchObject({ qualified: 1, ready: '220.00', readyCount: 2, paid: '0.00' });
    expect((await r.referralOf(friend!.id))!.status).toBe('QUALIFIED');
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: r.headersOf({ token: referrer.token }),
    });
    expect(info.json().value.availablePromoCount).toBeGreaterThanOrEqual(2);

    const before = await c.balance(referrer);
    const booksBefore = await r.books();
    const claim = await r.claim(referrer);
    expect(claim.json().value).toEqual({ paid: '220.00', rewards: 2, turnoverRequired: '660.00' });
    expect(Number((await c.balance(referrer)).balance) - Number(before.balance)).toBe(220);
    expect(await r.postingsOf([referral.id])).toBe(1);
    const posting = await sql<{ idempotency_key: string }>`
      SELECT idempotency_key FROM ledger_postings WHERE idempotency_key LIKE ${`referral:${referral.id}:%`}`.execute(
      t.db,
    );
    expect(posting.rows.map((row) => row.idempotency_key)).toEqual([`referral:${referral.id}:signup`]);
    const requirement = await t.db
      .selectFrom('turnover_requirements')
      .select(['required_amount', 'promotion_id'])
      .where('member_id', '=', referrer.id)
      .execute();
    expect(requirement).toEqual([{ required_amount: 66_000n, promotion_id: promotionId }]);
    const promotion = await t.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow();
    expect(promotion.spent).toBe(22_000n);

    // Both kinds paid: the friend is done and no longer looked at.
    expect((await r.referralOf(friend!.id))!.status).toBe('DONE');
    // Repeated: nothing more is paid, ever.
    expect((await r.claim(referrer)).json().value).toEqual({
      paid: '0.00',
      rewards: 0,
      turnoverRequired: '0.00',
    });
    await r.deposit(friend!, '5000');
    await r.play(friend!, 100_000n);
    expect((await r.claim(referrer)).json().value.rewards).toBe(0);
    page = await r.page(referrer);
    expect(page.friends.content[0]).toMatchObject({ status: 'paid', paid: '220.00', ready: '0.00' });
    expect(page.totals).toMatchObject({ paid: '220.00', ready: '0.00' });
    const books = await r.books();
    expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    // The claim's one transfer, then the friend's deposit and bet.
    expect(books.transfers - booksBefore.transfers).toBe(3);
  });

  it('pays nothing for a first deposit below the minimum, and at most the most friends the promotion allows', async () => {
    await r.runReferral({ friendTurnover: '0', minDeposit: '500', maxFriends: 1 });
    const referrer = await r.newMember();
    const code = await r.codeOf(referrer);
    const { member: first } = await r.register(code);
    const { member: second } = await r.register(code);
    await r.deposit(first!, '300');
    let page = await r.page(referrer);
    // The first friend takes the one place: ৳100 (its ৳300 deposit is below the minimum); the second is over.
    expect(page.friends.content.map((friend) => [friend.status, friend.ready, friend.reason])).toEqual([
      ['notEligible', '0.00', 'FRIEND_LIMIT'],
      ['ready', '100.00', null],
    ]);
    expect((await r.claim(referrer)).json().value).toMatchObject({ paid: '100.00', rewards: 1 });
    // Its deposit reward never came (below the minimum): not done, though nothing more will be paid.
    expect((await r.referralOf(first!.id))!.status).toBe('QUALIFIED');
    await r.deposit(second!, '5000');
    page = await r.page(referrer);
    expect(page.friends.content.map((friend) => [friend.status, friend.reason])).toEqual([
      ['notEligible', 'FRIEND_LIMIT'],
      ['paid', null],
    ]);
    expect((await r.claim(referrer)).json().value.rewards).toBe(0);
  });

  it('are paid while the budget lasts, and not at all once the operator closes the promotion', async () => {
    const promotionId = await r.runReferral(
      { friendTurnover: '0', percent: undefined, cap: undefined },
      { budget: '150' },
    );
    const referrer = await r.newMember();
    const code = await r.codeOf(referrer);
    await r.register(code);
    await r.register(code);
    expect((await r.claim(referrer)).json().value).toMatchObject({ paid: '100.00', rewards: 1 });
    const refused = await r.claim(referrer);
    expect(refused.json().errorCode).toBe('promotion.budget.exhausted');
    await r.ops('POST', `/ops/promotions/${promotionId}/status`, { status: 'CLOSED' });
    const page = await r.page(referrer);
    expect(page.promotion).toBeNull();
    expect(page.friends.content.map((friend) => [friend.status, friend.reason])).toEqual([
      ['notEligible', 'PROMOTION_CLOSED'],
      ['paid', null],
    ]);
    expect((await r.claim(referrer)).json().value.rewards).toBe(0);
  });
});

describe('privacy', () => {
  it('shows a member only its own friends, masked', async () => {
    await r.runReferral();
    const alice = await r.newMember();
    const bob = await r.newMember();
    const { member: friend, body } = await r.register(await r.codeOf(alice));
    const alicePage = await r.page(alice);
    expect(alicePage.friends.content).toHaveLength(1);
    expect(alicePage.friends.content[0]!.account).not.toBe(body.username);
    expect(alicePage.friends.content[0]!.account).toMatch(/^\w{2}\*\*\*\w{2}$/);
    expect(JSON.stringify(alicePage)).not.toContain(body.username);
    // Nothing else about the friend: no member id, name or contact.
    expect(Object.keys(alicePage.friends.content[0]!).sort()).toEqual(
      [
        'account',
        'friendTurnover',
        'id',
        'joinedAt',
        'paid',
        'ready',
        'reason',
        'status',
        'validBets',
      ].sort(),
    );
    const bobPage = await r.page(bob);
    expect(bobPage.friends.totalElements).toBe(0);
    expect(bobPage.totals.invited).toBe(0);
    // Bob's claim pays nothing of Alice's.
    await r.deposit(friend!, '2000');
    await r.play(friend!, 200_000n);
    expect((await r.claim(bob)).json().value.rewards).toBe(0);
    expect((await r.page(alice)).totals.readyCount).toBe(2);
  });
});

describe("the REFERRAL promotion's rules", () => {
  it('takes a sign-up amount and/or a deposit percentage, the friend turnover and a friend limit, by AUTO only', async () => {
    const create = (type: string, joinMode: string, rules: Record<string, unknown>) =>
      r.ops('POST', '/ops/promotions', {
        ...promotionBody({ type, joinMode, category: 'other' }),
        rules: { turnoverMultiple: 3, ...rules },
      });
    const made = await create('REFERRAL', 'AUTO', {
      fixedAmount: '100',
      percent: '20',
      cap: '1000',
      minDeposit: '200',
      friendTurnover: '1000',
      maxFriends: 50,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().value.rules).toEqual({
      fixedAmount: '100.00',
      percent: '20.00',
      cap: '1000.00',
      minDeposit: '200.00',
      friendTurnover: '1000.00',
      maxFriends: 50,
      turnoverMultiple: 3,
    });
    for (const [type, joinMode, rules, code] of [
      ['REFERRAL', 'AUTO', { friendTurnover: '1000' }, 'promotion.rules.invalid'],
      ['REFERRAL', 'AUTO', { fixedAmount: '100', cap: '500' }, 'promotion.rules.invalid'],
      ['REFERRAL', 'AUTO', { percent: '0', fixedAmount: '100' }, 'promotion.rules.invalid'],
      ['REFERRAL', 'BUTTON', { fixedAmount: '100' }, 'promotion.type.unsupported'],
      ['SIGN_UP', 'AUTO', { fixedAmount: '100', friendTurnover: '1000' }, 'promotion.rules.invalid'],
      ['OTHER', 'APPLICATION', { maxFriends: 3 }, 'promotion.rules.invalid'],
    ] as const) {
      const refused = await create(type, joinMode, rules);
      expect(refused.json().errorCode).toBe(code);
    }
  });

  it('lists a running REFERRAL promotion to a member as taken part in automatically, claimed on the referral page', async () => {
    const id = await r.runReferral();
    const member = await r.newMember();
    expect(await r.stateOf(member, id)).toMatchObject({ state: 'joined', reward: null });
    expect((await r.promotionClaim(member, id)).json().errorCode).toBe('promotion.type.unsupported');
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: r.headersOf({ token: member.token }),
    });
    expect(info.json().value.availablePromo.REFERRAL.enabled).toBe(true);
  });
});
