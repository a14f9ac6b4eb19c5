import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import { mulberry32 } from '@msp/contracts/testing/seeded-random.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { agentMoney, rollupsFromLedger, storedRollups, teamMismatches } from './fixture.ts';

/**
 * The rollup job against real concurrency (PostgreSQL: PGlite runs one transaction at a time): postings commit
 * out of id order, some roll back after taking transfer ids, one stays open while the job passes its id, the job
 * runs from several callers at once, and an operator moves a branch back and forth. At the end every member's
 * rollups equal the ledger recomputed from scratch, every agent's team equals its descendants, and the gaps the
 * job was waiting on are resolved.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let money: ReturnType<typeof agentMoney>;
let top: TestMember;
let subs: TestMember[];
let players: TestMember[];
let otherAgent: TestMember;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 12 });
  const c = cashier(t);
  money = agentMoney(t);
  top = await c.newMember({ type: memberTypes.agent });
  otherAgent = await c.newMember({ type: memberTypes.agent });
  subs = [
    await c.newMember({ type: memberTypes.agentSub, parentId: top.id }),
    await c.newMember({ type: memberTypes.agentSub, parentId: top.id }),
  ];
  players = [];
  for (let index = 0; index < 8; index += 1)
    players.push(await c.newMember({ parentId: subs[index % 2]!.id }));
  adminToken = await operatorLogin(t, 'demoadmin');
  for (const player of players) await money.post(player.id, 'DEPOSIT', 50_000n);
}, 120_000);
afterAll(async () => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the rollup job under concurrency', () => {
  it.skipIf(!onPostgres)(
    'counts every committed transfer once and nothing rolled back, whatever the commit order',
    async () => {
      const random = mulberry32(20261124);
      let running = true;
      const failures: unknown[] = [];

      const playerStream = async (player: TestMember) => {
        for (let step = 0; step < 30; step += 1) {
          const amount = BigInt(100 + Math.floor(random() * 900));
          const roll = random();
          try {
            if (roll < 0.5) await money.post(player.id, 'GAME_BET', amount);
            else if (roll < 0.75) await money.post(player.id, 'GAME_WIN', amount);
            else if (roll < 0.85) await money.post(player.id, 'GAME_REFUND', amount);
            else if (roll < 0.93)
              // Takes transfer ids, then rolls back: a gap that never fills.
              await t.db
                .transaction()
                .execute(async (trx) => {
                  await money.post(player.id, 'GAME_BET', amount, trx);
                  throw new Error('rolled back on purpose');
                })
                .catch((error: Error) => {
                  if (error.message !== 'rolled back on purpose') throw error;
                });
            else
              // Stays open while the job runs past its id: a gap that fills later.
              await t.db.transaction().execute(async (trx) => {
                await money.post(player.id, 'GAME_BET', amount, trx);
                await sleep(150);
              });
          } catch (error) {
            failures.push(error);
          }
        }
      };
      const jobLoop = async () => {
        while (running) {
          await money.catchUp();
          await sleep(5);
        }
      };
      const moveLoop = async () => {
        let parent = otherAgent.id;
        while (running) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/ops/agents/move',
            headers: { authorization: adminToken, merchant: 'DEMO' },
            payload: { memberId: subs[1]!.id, newParentId: parent, reason: 'concurrency test' },
          });
          if (response.statusCode !== 200) failures.push(response.body);
          parent = parent === otherAgent.id ? top.id : otherAgent.id;
          await sleep(40);
        }
      };

      const jobs = [jobLoop(), jobLoop(), moveLoop()];
      await Promise.all(players.map(playerStream));
      running = false;
      await Promise.all(jobs);
      expect(failures).toEqual([]);

      await money.catchUp();
      await money.catchUp();
      const fromLedger = await rollupsFromLedger(t);
      const { own } = await storedRollups(t);
      for (const player of players) {
        const want = fromLedger.get(player.id);
        expect(own.get(player.id), `player ${player.id}`).toEqual(want);
      }
      expect(await teamMismatches(t)).toEqual([]);
      const { rows } = await sql<{ gaps: string }>`select count(*) as gaps from agent_stats_gaps`.execute(
        t.db,
      );
      expect(Number(rows[0]!.gaps)).toBe(0);
    },
    180_000,
  );
});
