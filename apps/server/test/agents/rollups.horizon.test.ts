import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { agentMoney, rollupsFromLedger, storedRollups } from './fixture.ts';

/**
 * The one interleaving that fooled the rollup job's first gap horizon (the snapshot's xmax, one past the last
 * *completed* transaction), built step by step on PostgreSQL:
 * 1. transaction A takes its transaction id;
 * 2. transaction B takes a later one and a transfer id, and stays open;
 * 3. A takes the next transfer id and commits: the last completed transaction is now A, below B;
 * 4. the job runs: B's transfer id is a gap, B is the oldest open transaction;
 * 5. B commits, the job runs again.
 * B's transfer must be counted: a horizon at or below B's id would have dropped its gap in step 4.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let money: ReturnType<typeof agentMoney>;
let agent: TestMember;
let players: TestMember[];

beforeAll(async () => {
  t = await createTestApp({ poolSize: 6 });
  const c = cashier(t);
  money = agentMoney(t);
  agent = await c.newMember({ type: memberTypes.agent });
  players = [await c.newMember({ parentId: agent.id }), await c.newMember({ parentId: agent.id })];
  for (const player of players) await money.post(player.id, 'DEPOSIT', 10_000n);
  await money.catchUp();
}, 120_000);
afterAll(async () => t?.close());

/** A promise with its resolve handle, to step two transactions in a fixed order. */
function step() {
  let done!: () => void;
  const reached = new Promise<void>((resolve) => (done = resolve));
  return { reached, done };
}

describe('the rollup job and a transaction open below the last committer', () => {
  it.skipIf(!onPostgres)('keeps the open transaction’s transfer as a gap until it commits', async () => {
    const aHasXid = step();
    const bPosted = step();
    const aCommitted = step();
    const jobRan = step();

    const a = t.db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      aHasXid.done();
      await bPosted.reached;
      await money.post(players[0]!.id, 'GAME_BET', 300n, trx);
    });
    const b = t.db.transaction().execute(async (trx) => {
      await aHasXid.reached;
      await money.post(players[1]!.id, 'GAME_BET', 700n, trx);
      bPosted.done();
      await aCommitted.reached;
      await jobRan.reached;
    });
    await a;
    aCommitted.done();
    await money.catchUp();
    const { rows } = await sql<{ gaps: string }>`select count(*) as gaps from agent_stats_gaps`.execute(t.db);
    jobRan.done();
    await b;
    expect(Number(rows[0]!.gaps), 'B’s open transfer is a gap').toBe(1);

    await money.catchUp();
    const fromLedger = await rollupsFromLedger(t);
    const { own } = await storedRollups(t);
    for (const player of players)
      expect(own.get(player.id), `player ${player.id}`).toEqual(fromLedger.get(player.id));
    expect(own.get(players[1]!.id)?.validBet).toBe(700n);
  });
});
