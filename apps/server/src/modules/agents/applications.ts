import type { Application } from '@msp/contracts/agents.ts';
import { isAgentType, isTrialType, memberTypes } from '@msp/contracts/enums.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import type { AgentApplicationsTable } from './tables.ts';

/**
 * The affiliate application: a member asks to become an agent, an operator approves (the member becomes an
 * agent, type 1, keeping its place in the tree) or rejects with a note.
 */

const present = (row: Selectable<AgentApplicationsTable>): Application => ({
  id: row.id,
  status: row.status,
  plan: row.plan,
  contact: row.contact,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
  note: row.note,
});

/** The member's latest application, or null. */
export async function myApplication(db: Db, merchant: Merchant, memberId: number) {
  const row = await db
    .selectFrom('agent_applications')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? present(row) : null;
}

/**
 * Files an application: 409 `agent.application.already.agent` for an agent, `agent.application.exists` while one
 * is pending (the unique index decides between two at once); trial accounts are refused by the route.
 */
export async function applyForAgent(
  db: Db,
  merchant: Merchant,
  memberId: number,
  body: { plan: string; contact: string },
  origin: RequestOrigin,
): Promise<Application> {
  const member = await db
    .selectFrom('members')
    .select(['type'])
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (isAgentType(member.type)) throw new AppError('agent.application.already.agent');
  if (isTrialType(member.type)) throw new AppError('agent.not.agent');
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('agent_applications')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          plan: body.plan,
          contact: body.contact,
          note: null,
          decided_by: null,
          decided_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId,
        action: 'AGENT_APPLIED',
        origin,
        detail: { applicationId: row.id },
      });
      return present(row);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('agent.application.exists');
    throw error;
  }
}

/** The merchant's applications for the operator, newest first. */
export async function listApplications(
  db: Db,
  merchantId: number,
  query: { status?: 'PENDING' | 'APPROVED' | 'REJECTED' | undefined; pageNo: number; pageSize: number },
) {
  let base = db
    .selectFrom('agent_applications as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .where('a.merchant_id', '=', merchantId);
  if (query.status) base = base.where('a.status', '=', query.status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('a')
      .select('m.username')
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const total = Number(count.total);
  return {
    content: rows.map((row) => ({ ...present(row), memberId: row.member_id, account: row.username })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
  };
}

/**
 * An operator decides a pending application: approval makes the member an agent (type 1) in the same
 * transaction, audited. 404 `agent.application.not.found`, 409 `agent.application.decided`.
 */
export async function decideApplication(
  db: Db,
  merchantId: number,
  operatorId: number,
  applicationId: number,
  decision: { approve: boolean; note?: string | undefined },
  origin: RequestOrigin,
): Promise<Application> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('agent_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('agent.application.not.found');
    if (row.status !== 'PENDING') throw new AppError('agent.application.decided');
    const decided = await trx
      .updateTable('agent_applications')
      .set({
        status: decision.approve ? 'APPROVED' : 'REJECTED',
        note: decision.note ?? null,
        decided_by: operatorId,
        decided_at: new Date(),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (decision.approve)
      await trx
        .updateTable('members')
        .set({ type: memberTypes.agent })
        .where('id', '=', row.member_id)
        .where('merchant_id', '=', merchantId)
        .execute();
    await writeAudit(trx, {
      merchantId,
      memberId: row.member_id,
      operatorId,
      action: 'AGENT_APPLICATION_DECIDED',
      origin,
      detail: { applicationId: row.id, approved: decision.approve },
    });
    return present(decided);
  });
}
