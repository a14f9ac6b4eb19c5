import type { ContractTerms, ContractType } from '@msp/contracts/agent-contracts.ts';
import type { Db } from '../../db/database.ts';
import { decideRequest, offerContract } from '../agents/contracts/life-cycle.ts';
import { runPaydays } from '../agents/contracts/payday.ts';
import { requireAgent } from '../agents/tree.ts';
import { hashPassword } from '../identity/password.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { demoBrand } from './demo-content.ts';

/**
 * DEMO ONLY: contracts for the demo agent and its demo team (modules/demo/agent-team.ts), made by the contract
 * service itself — the site offers the demo agent one of each type and it accepts; it offers two of its
 * sub-agents a daily salary (and one a dividend), and one sub-agent its own sub-agent — then paydays bill the
 * last two weeks of the team's demo play, so the contract pages have bills to explain. The daily and dividend
 * contracts are dated two weeks back for that (the hourly and real-time ones start now: their periods are short).
 * The demo sub-agent `demorafiq` gets the demo password so the other side of a contract can be seen. Runs once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 14;
const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };
const tier = (minValidBet: string, minActiveMembers: number, rate: string, minNetLoss?: string) => ({
  minValidBet,
  minActiveMembers,
  rate,
  ...(minNetLoss === undefined ? {} : { minNetLoss }),
});

const siteTerms: Array<[ContractType, ContractTerms]> = [
  ['DAILY_SALARY', { tiers: [tier('1000', 3, '0.5'), tier('10000', 5, '0.8'), tier('30000', 8, '1')] }],
  ['DIVIDEND', { period: 'W', tiers: [tier('10000', 5, '20', '0'), tier('100000', 10, '30', '5000')] }],
  ['HOURLY_SALARY', { tiers: [tier('500', 2, '0.2'), tier('5000', 4, '0.3')] }],
  ['REALTIME_SALARY', { winRate: '0.1', lossRate: '0.3', minBet: '10' }],
];

/** [upline, sub-agent, type, terms] in order: an upline's own contract comes first. */
const teamTerms: Array<[string, string, ContractType, ContractTerms]> = [
  ['demoagent', 'demorafiq', 'DAILY_SALARY', { tiers: [tier('1000', 3, '0.4'), tier('10000', 5, '0.6')] }],
  ['demoagent', 'demomitu', 'DAILY_SALARY', { tiers: [tier('1000', 3, '0.5')] }],
  ['demoagent', 'demomitu', 'DIVIDEND', { period: 'W', tiers: [tier('10000', 5, '15', '0')] }],
  ['demomitu', 'demojoy', 'DAILY_SALARY', { tiers: [tier('1000', 3, '0.3')] }],
];

export async function seedDemoContracts(db: Db, now = Date.now()): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const members = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchant.id)
    .where('username', 'in', ['demoagent', 'demorafiq', 'demomitu', 'demojoy'])
    .execute();
  const idOf = new Map(members.map((member) => [member.username, member.id]));
  const lead = idOf.get('demoagent');
  if (!lead || !idOf.get('demorafiq')) return false;
  const made = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('agent_id', '=', lead)
    .executeTakeFirst();
  if (made) return false;

  const at = new Date(now);
  const accept = async (agentId: number, requestId: number) =>
    decideRequest(
      db,
      merchant,
      await requireAgent(db, merchant, agentId),
      requestId,
      'ACCEPT',
      demoOrigin,
      at,
    );
  try {
    for (const [type, terms] of siteTerms) {
      const id = await offerContract(
        db,
        merchant,
        { agent: null },
        { type, downlineId: lead, kind: 'NEW', terms },
        demoOrigin,
        at,
      );
      await accept(lead, id);
    }
    for (const [upline, agent, type, terms] of teamTerms) {
      const from = await requireAgent(db, merchant, idOf.get(upline)!);
      const id = await offerContract(
        db,
        merchant,
        { agent: from },
        { type, downlineId: idOf.get(agent)!, kind: 'NEW', terms },
        demoOrigin,
        at,
      );
      await accept(idOf.get(agent)!, id);
    }
  } catch (error) {
    // Another server starting at the same time made them first.
    if (await db.selectFrom('agent_contracts').select('id').where('agent_id', '=', lead).executeTakeFirst())
      return false;
    throw error;
  }
  // DEMO ONLY: dated back, so the last two weeks of the demo play are billed.
  await db
    .updateTable('agent_contracts')
    .set({ started_at: new Date(now - HISTORY_DAYS * DAY_MS) })
    .where('merchant_id', '=', merchant.id)
    .where('type', 'in', ['DAILY_SALARY', 'DIVIDEND'])
    .execute();
  await db
    .updateTable('members')
    .set({ password_hash: await hashPassword('Demo@1234'), must_change_password: false })
    .where('id', '=', idOf.get('demorafiq')!)
    .execute();
  await runPaydays(db, { now: at, merchantId: merchant.id });
  return true;
}
