import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealAuditTrail, verifyAuditChain } from '../../src/modules/audit/chain.ts';
import { writeAudit } from '../../src/modules/identity/audit.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The hash-chained audit trail (migration 0016): sealing, verifying, and a row edited in SQL breaking it. */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

const origin = { ip: '10.1.2.3', userAgent: 'chain test' };
const audit = (n: number) =>
  writeAudit(t.db, { merchantId, memberId: null, action: 'LOGIN_FAILED', origin, detail: { attempt: n } });
/** Writes `count` rows and seals; answers their ids. */
async function sealedRows(count: number) {
  for (let n = 0; n < count; n += 1) await audit(n);
  await sealAuditTrail(t.db);
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['id', 'chain_seq'])
    .where('merchant_id', '=', merchantId)
    .orderBy('chain_seq', 'desc')
    .limit(count)
    .execute();
  return rows.reverse();
}
/** What an attacker with database access does: the append-only guard switched off for one statement. */
async function tamper(statement: ReturnType<typeof sql>) {
  await t.db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(trx);
    await statement.execute(trx);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(trx);
  });
}

describe('the audit chain', () => {
  it('seals every row into one chain per merchant, whole, and refuses changes to the rows', async () => {
    await sealedRows(5);
    const report = await verifyAuditChain(t.db, merchantId);
    expect(report).toMatchObject({ merchantId, unsealed: 0, firstBreak: null });
    expect(report.sealed).toBeGreaterThanOrEqual(5);
    // Sealing again finds nothing to do.
    expect(await sealAuditTrail(t.db)).toBe(0);
    const [row] = await sealedRows(1);
    await expect(
      sql`UPDATE audit_log SET action = 'LOGIN' WHERE id = ${row!.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log WHERE id = ${row!.id}`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('breaks at the row whose content was edited in SQL', async () => {
    const rows = await sealedRows(4);
    expect((await verifyAuditChain(t.db, merchantId)).firstBreak).toBeNull();

    await tamper(sql`UPDATE audit_log SET detail = '{"attempt": 99}' WHERE id = ${rows[1]!.id}`);
    expect((await verifyAuditChain(t.db, merchantId)).firstBreak).toEqual({
      auditId: String(rows[1]!.id),
      chainSeq: String(rows[1]!.chain_seq),
      reason: 'its content was changed after it was sealed',
    });
  });

  it('names the row after a removed one', async () => {
    // A fresh merchant's chain, so the earlier test's break does not come first.
    const other = await insertMerchant(t.db, `CHAIN${Date.now() % 100000}`);
    for (let n = 0; n < 4; n += 1)
      await writeAudit(t.db, {
        merchantId: other,
        memberId: null,
        action: 'LOGIN_FAILED',
        origin,
        detail: { n },
      });
    await sealAuditTrail(t.db);
    const chain = await t.db
      .selectFrom('audit_log')
      .select(['id', 'chain_seq'])
      .where('merchant_id', '=', other)
      .orderBy('chain_seq')
      .execute();
    expect(chain.map((row) => Number(row.chain_seq))).toEqual([1, 2, 3, 4]);
    await tamper(sql`DELETE FROM audit_log WHERE id = ${chain[1]!.id}`);
    expect((await verifyAuditChain(t.db, other)).firstBreak).toMatchObject({
      auditId: String(chain[2]!.id),
      reason: 'a row before it is missing',
    });
  });

  it('is reported to an ADMIN operator of the merchant', async () => {
    const admin = await operatorLogin(t, 'demoadmin');
    await sealAuditTrail(t.db);
    const answer = await t.app.inject({ url: '/ops/audit/verify', headers: { authorization: admin } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({ merchantId, unsealed: 0 });
    expect(answer.json().value.firstBreak).not.toBeNull();
    expect((await t.app.inject({ url: '/ops/audit/verify' })).statusCode).toBe(401);
  });
});
