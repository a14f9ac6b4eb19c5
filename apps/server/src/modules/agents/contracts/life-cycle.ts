import { sql } from 'kysely';
import {
  contractOfferHours,
  type ContractEndReason,
  type ContractTerms,
  type ContractType,
} from '@msp/contracts/agent-contracts.ts';
import { isAgentType } from '@msp/contracts/enums.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../../identity/audit.ts';
import type { Merchant } from '../../merchant/service.ts';
import { postSystemMessage } from '../../messages/system-messages.ts';
import { requireTeamMember, type Agent } from '../tree.ts';
import { capRefusal, storedTerms, type StoredTerms } from './terms.ts';

/**
 * The life of a contract (spec §4): the upline offers a new contract (or new terms) or the end of one; the agent
 * accepts, rejects or lets the offer expire; the agent may also end its own. A contract never pays more than its
 * upline's own at the same thresholds (`capRefusal`), so when an agent accepts terms that pay less, or its
 * contract ends, the contracts it gave that no longer fit end with it, down the tree. Every change is audited.
 *
 * Locks: a change of agent A's contract of a type takes the advisory locks of its upline and of A (ancestors
 * first, so never a deadlock) and reads the upline's contract FOR SHARE, so an offer accepted while the upline's
 * own terms change sees the new terms, and an ending contract's downlines are found after every accept in flight.
 */

const OFFER_MS = contractOfferHours * 60 * 60 * 1000;

/** The site's contract types, refused with 403 `agent.contract.disabled` when the type is not one of them. */
export async function requireContractType(db: Db, merchantId: number, type: ContractType) {
  const row = await db
    .selectFrom('merchants')
    .select('agent_contract_types')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  if (!row.agent_contract_types.includes(type)) throw new AppError('agent.contract.disabled');
}

export async function enabledContractTypes(db: Db, merchantId: number): Promise<ContractType[]> {
  const row = await db
    .selectFrom('merchants')
    .select('agent_contract_types')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.agent_contract_types as ContractType[];
}

const lockAgents = async (db: Db, type: ContractType, ids: Array<number | null>) => {
  for (const id of ids)
    if (id !== null)
      await sql`select pg_advisory_xact_lock(hashtext(${`contract:${type}`}), ${id})`.execute(db);
};

/** The agent's contract of a type in force (FOR SHARE inside a transaction, so it cannot end meanwhile). */
async function contractInForce(db: Db, agentId: number, type: ContractType, share = false) {
  const row = await sql<{ id: number; upline_id: number | null; terms: StoredTerms }>`
    SELECT id, upline_id, terms FROM agent_contracts
    WHERE agent_id = ${agentId} AND type = ${type} AND status = 'ACTIVE'
    ${share ? sql`FOR SHARE` : sql``}`.execute(db);
  return row.rows[0];
}

export interface Offerer {
  /** The upline agent, or null for the site (an operator offering a top agent). */
  agent: Agent | null;
  operatorId?: number;
}

/**
 * An offer to a direct sub-agent (or, from the site, to a top agent): NEW terms, checked against the offerer's
 * own contract, or TERMINATE its current contract. One offer waits per agent and type; it expires after
 * `contractOfferHours`.
 */
export async function offerContract(
  db: Db,
  merchant: Merchant,
  from: Offerer,
  offer: { type: ContractType; downlineId: number; kind: 'NEW' | 'TERMINATE'; terms?: ContractTerms },
  origin: RequestOrigin,
  now = new Date(),
) {
  await requireContractType(db, merchant.id, offer.type);
  const downline = from.agent
    ? await requireTeamMember(db, merchant, from.agent, { id: offer.downlineId })
    : await topAgent(db, merchant.id, offer.downlineId);
  if (from.agent && downline.path.at(-2) !== from.agent.memberId)
    throw new AppError('agent.contract.not.direct');
  if (!isAgentType(downline.type)) throw new AppError('agent.contract.downline.not.agent');
  const uplineId = from.agent?.memberId ?? null;
  const terms = offer.kind === 'NEW' ? storedTerms(offer.type, offer.terms) : null;

  return db.transaction().execute(async (trx) => {
    await lockAgents(trx, offer.type, [uplineId, downline.memberId]);
    if (terms && from.agent) {
      const own = await contractInForce(trx, from.agent.memberId, offer.type, true);
      if (!own) throw new AppError('agent.contract.none');
      const refusal = capRefusal(offer.type, own.terms, terms);
      if (refusal) throw new AppError(refusal, {}, 'terms');
    }
    if (!terms) {
      const current = await contractInForce(trx, downline.memberId, offer.type);
      if (!current || current.upline_id !== uplineId) throw new AppError('agent.contract.not.found');
    }
    await expireRequests(trx, now, downline.memberId);
    const pending = await trx
      .selectFrom('agent_contract_requests')
      .select('id')
      .where('agent_id', '=', downline.memberId)
      .where('type', '=', offer.type)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (pending) throw new AppError('agent.contract.offer.pending');
    const request = await trx
      .insertInto('agent_contract_requests')
      .values({
        merchant_id: merchant.id,
        type: offer.type,
        kind: offer.kind,
        agent_id: downline.memberId,
        upline_id: uplineId,
        operator_id: from.operatorId ?? null,
        terms: terms ? JSON.stringify(terms) : null,
        created_at: now,
        expires_at: new Date(now.getTime() + OFFER_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: uplineId ?? downline.memberId,
      operatorId: from.operatorId ?? null,
      action: 'AGENT_CONTRACT_OFFERED',
      origin,
      detail: {
        requestId: request.id,
        type: offer.type,
        kind: offer.kind,
        agentId: downline.memberId,
        terms,
      },
    });
    await postSystemMessage(trx, merchant.id, downline.memberId, {
      template: 'CONTRACT_OFFERED',
      params: { type: offer.type, kind: offer.kind, from: from.agent?.username ?? null },
    });
    return request.id;
  });
}

/** A top agent (no upline) of the merchant: the site's contracts are for them only. */
async function topAgent(db: Db, merchantId: number, memberId: number) {
  const row = await db
    .selectFrom('members')
    .innerJoin('member_tree', 'member_tree.member_id', 'members.id')
    .select(['members.id', 'members.username', 'members.type', 'members.status', 'member_tree.path'])
    .where('members.merchant_id', '=', merchantId)
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new AppError('member.not.found');
  if (row.path.length !== 1) throw new AppError('agent.contract.not.direct');
  return { memberId: row.id, username: row.username, type: row.type, path: row.path, status: row.status };
}

/** The agent answers an offer of its upline: accepting puts the terms in force (or ends the contract). */
export async function decideRequest(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  requestId: number,
  decision: 'ACCEPT' | 'REJECT',
  origin: RequestOrigin,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('agent_contract_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('agent_id', '=', agent.memberId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!request) throw new AppError('agent.contract.request.not.found');
    const type = request.type;
    await lockAgents(trx, type, [request.upline_id, agent.memberId]);
    const fresh = await trx
      .selectFrom('agent_contract_requests')
      .select(['status', 'expires_at'])
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (fresh.status !== 'PENDING' || fresh.expires_at <= now) {
      if (fresh.status === 'PENDING') await expireRequests(trx, now, agent.memberId);
      throw new AppError('agent.contract.request.decided');
    }
    if (decision === 'ACCEPT') {
      const current = await contractInForce(trx, agent.memberId, type);
      if (request.kind === 'NEW') {
        const terms = request.terms as StoredTerms;
        if (request.upline_id !== null) {
          // The upline's own terms may have changed since it offered: the cap holds at acceptance.
          const own = await contractInForce(trx, request.upline_id, type, true);
          const refusal = own ? capRefusal(type, own.terms, terms) : 'agent.contract.rate.cap';
          if (refusal) throw new AppError(refusal);
        }
        if (current) await endContracts(trx, [current.id], 'REPLACED', now, { cascade: false });
        await trx
          .insertInto('agent_contracts')
          .values({
            merchant_id: merchant.id,
            type,
            agent_id: agent.memberId,
            upline_id: request.upline_id,
            terms: JSON.stringify(terms),
            started_at: now,
          })
          .execute();
        await endContractsBeyond(trx, agent.memberId, type, terms, now);
      } else if (current && current.upline_id === request.upline_id) {
        await endContracts(trx, [current.id], 'TERMINATED_BY_UPLINE', now);
      }
    }
    await trx
      .updateTable('agent_contract_requests')
      .set({ status: decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED', decided_at: now })
      .where('id', '=', requestId)
      .execute();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: agent.memberId,
      action: 'AGENT_CONTRACT_DECIDED',
      origin,
      detail: { requestId, type, kind: request.kind, decision, uplineId: request.upline_id },
    });
  });
}

/** The upline takes back an offer not answered yet. */
export async function withdrawRequest(
  db: Db,
  merchant: Merchant,
  upline: Agent,
  requestId: number,
  origin: RequestOrigin,
  now = new Date(),
) {
  const withdrawn = await db
    .updateTable('agent_contract_requests')
    .set({ status: 'WITHDRAWN', decided_at: now })
    .where('id', '=', requestId)
    .where('upline_id', '=', upline.memberId)
    .where('merchant_id', '=', merchant.id)
    .where('status', '=', 'PENDING')
    .returning(['id', 'type', 'agent_id'])
    .executeTakeFirst();
  if (!withdrawn) throw new AppError('agent.contract.request.not.found');
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: upline.memberId,
    action: 'AGENT_CONTRACT_WITHDRAWN',
    origin,
    detail: { requestId, type: withdrawn.type, agentId: withdrawn.agent_id },
  });
}

/** The agent ends its own contract of a type (and so the contracts it gave of that type). */
export async function terminateOwnContract(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  type: ContractType,
  origin: RequestOrigin,
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    await lockAgents(trx, type, [agent.memberId]);
    const current = await contractInForce(trx, agent.memberId, type);
    if (!current) throw new AppError('agent.contract.not.found');
    await endContracts(trx, [current.id], 'TERMINATED_BY_AGENT', now);
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: agent.memberId,
      action: 'AGENT_CONTRACT_ENDED',
      origin,
      detail: { contractId: current.id, type, reason: 'TERMINATED_BY_AGENT' },
    });
  });
}

/** The contracts the agent gave (and its offers waiting) that its new terms no longer cap end. */
async function endContractsBeyond(
  db: Db,
  agentId: number,
  type: ContractType,
  terms: StoredTerms,
  now: Date,
) {
  const given = await sql<{ id: number; terms: StoredTerms }>`
    SELECT id, terms FROM agent_contracts WHERE upline_id = ${agentId} AND type = ${type} AND status = 'ACTIVE'
    FOR UPDATE`.execute(db);
  const beyond = given.rows.filter((row) => capRefusal(type, terms, row.terms)).map((row) => row.id);
  if (beyond.length > 0) await endContracts(db, beyond, 'UPLINE_RATE_LOWERED', now);
  const offers = await sql<{ id: number; terms: StoredTerms }>`
    SELECT id, terms FROM agent_contract_requests
    WHERE upline_id = ${agentId} AND type = ${type} AND status = 'PENDING' AND kind = 'NEW'
    FOR UPDATE`.execute(db);
  const overOffers = offers.rows.filter((row) => capRefusal(type, terms, row.terms)).map((row) => row.id);
  if (overOffers.length > 0)
    await db
      .updateTable('agent_contract_requests')
      .set({ status: 'WITHDRAWN', decided_at: now })
      .where('id', 'in', overOffers)
      .execute();
}

/**
 * Ends contracts; with `cascade`, the contracts their agents gave of the same type end too (their upline has
 * no rate left to pay), level by level, and the offers those agents have waiting are withdrawn.
 */
export async function endContracts(
  db: Db,
  ids: number[],
  reason: ContractEndReason,
  now: Date,
  { cascade = true } = {},
) {
  let ending = ids;
  let why: ContractEndReason = reason;
  while (ending.length > 0) {
    const ended = await db
      .updateTable('agent_contracts')
      .set({ status: 'ENDED', ended_at: now, end_reason: why })
      .where('id', 'in', ending)
      .where('status', '=', 'ACTIVE')
      .returning(['agent_id', 'type'])
      .execute();
    if (!cascade || ended.length === 0) return;
    const agents = ended.map((row) => row.agent_id);
    const type = ended[0]!.type;
    await db
      .updateTable('agent_contract_requests')
      .set({ status: 'WITHDRAWN', decided_at: now })
      .where('upline_id', 'in', agents)
      .where('type', '=', type)
      .where('status', '=', 'PENDING')
      .execute();
    const below = await db
      .selectFrom('agent_contracts')
      .select('id')
      .where('upline_id', 'in', agents)
      .where('type', '=', type)
      .where('status', '=', 'ACTIVE')
      .forUpdate()
      .execute();
    ending = below.map((row) => row.id);
    why = 'UPLINE_CONTRACT_ENDED';
  }
}

/** Offers past their time expire (all of them, or one agent's). */
export async function expireRequests(db: Db, now: Date, agentId?: number) {
  let query = db
    .updateTable('agent_contract_requests')
    .set({ status: 'EXPIRED', decided_at: now })
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now);
  if (agentId !== undefined) query = query.where('agent_id', '=', agentId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The operator sets the contract types the site offers (its consolidated flags). */
export async function setContractTypes(
  db: Db,
  merchantId: number,
  operatorId: number,
  types: ContractType[],
  origin: RequestOrigin,
) {
  const unique = [...new Set(types)];
  await db
    .updateTable('merchants')
    .set({ agent_contract_types: unique })
    .where('id', '=', merchantId)
    .execute();
  await writeAudit(db, {
    merchantId,
    memberId: null,
    operatorId,
    action: 'AGENT_CONTRACT_TYPES_SET',
    origin,
    detail: { types: unique },
  });
  return unique;
}

/**
 * The consolidated contract flags of a member (spec §3): 1 for each type the site offers when the member is an
 * active agent, so its contract page shows; 0 otherwise.
 */
export async function contractFlags(db: Db, merchantId: number, memberId: number) {
  const row = await db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .select(['members.type', 'members.status', 'merchants.agent_contract_types'])
    .where('members.id', '=', memberId)
    .where('members.merchant_id', '=', merchantId)
    .executeTakeFirst();
  const agent = row !== undefined && row.status === 'ACTIVE' && isAgentType(row.type);
  const flag = (type: ContractType) => (agent && row.agent_contract_types.includes(type) ? 1 : 0) as 0 | 1;
  return {
    divtypereq: flag('DIVIDEND'),
    dailysalreqtype: flag('DAILY_SALARY'),
    contracthoursalreq: flag('HOURLY_SALARY'),
    realtimesalreqtype: flag('REALTIME_SALARY'),
  };
}

/** A member moved to another upline: its contracts (with the old upline or the site) and offers to it end. */
export async function endContractsOfMoved(db: Db, memberId: number, now: Date) {
  const own = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('agent_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .forUpdate()
    .execute();
  for (const contract of own) await endContracts(db, [contract.id], 'MOVED', now);
  await db
    .updateTable('agent_contract_requests')
    .set({ status: 'WITHDRAWN', decided_at: now })
    .where('agent_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .execute();
}
