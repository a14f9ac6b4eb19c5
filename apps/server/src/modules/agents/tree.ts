import { sql, type RawBuilder } from 'kysely';
import { isAgentType, isTrialType } from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import { endContractsOfMoved } from './contracts/life-cycle.ts';
import { moneyColumns } from './rollups.ts';

/**
 * The member tree (migration 0026): every member's `path` is the ids from its root down to itself, so the
 * descendants of a member are one range of the path index, at any depth (docs/design-notes.md, "Agents").
 */

export interface TreeMember {
  memberId: number;
  username: string;
  type: number;
  path: number[];
}

/** The agent calling the agent center: an active agent of the merchant. */
export type Agent = TreeMember;

/** The first path after every descendant of `path`: the same path with its last id plus one. */
export const pathUpperBound = (path: ReadonlyArray<number>) => [...path.slice(0, -1), path.at(-1)! + 1];

/** The level of a member below `ancestor` (1 = a direct downline). */
export const levelBelow = (ancestor: ReadonlyArray<number>, path: ReadonlyArray<number>) =>
  path.length - ancestor.length;

/** `column` is the path of a strict descendant of `path` (one range of an index on the column). */
export function isDescendantPath(column: RawBuilder<unknown> | string, path: ReadonlyArray<number>) {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<boolean>`(${ref} > ${[...path]}::int[] and ${ref} < ${pathUpperBound(path)}::int[])`;
}

const isDescendant = (ancestor: ReadonlyArray<number>, path: ReadonlyArray<number>) =>
  path.length > ancestor.length && ancestor.every((id, index) => path[index] === id);

function memberWithPath(db: Db, merchantId: number, where: { id: number } | { username: string }) {
  let query = db
    .selectFrom('members')
    .innerJoin('member_tree', 'member_tree.member_id', 'members.id')
    .select(['members.id', 'members.username', 'members.type', 'members.status', 'member_tree.path'])
    .where('members.merchant_id', '=', merchantId);
  query =
    'id' in where
      ? query.where('members.id', '=', where.id)
      : query.where('members.username', '=', where.username.trim().toLowerCase());
  return query.executeTakeFirst();
}

/**
 * The caller as an agent: 403 `agent.not.agent` for a plain member, a trial account, a locked one, or anything
 * of another merchant (the session is always the merchant's own).
 */
export async function requireAgent(db: Db, merchant: Merchant, memberId: number): Promise<Agent> {
  const row = await memberWithPath(db, merchant.id, { id: memberId });
  if (!row || row.status !== 'ACTIVE' || !isAgentType(row.type) || isTrialType(row.type))
    throw new AppError('agent.not.agent');
  return { memberId: row.id, username: row.username, type: row.type, path: row.path };
}

/**
 * A member of the agent's team (a strict descendant), by id or account: 403 `agent.not.downline` for anyone
 * else (the agent itself, its upline, another branch, another merchant's member, nobody), so a probe learns
 * nothing about who exists.
 */
export async function requireTeamMember(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  who: { id: number } | { username: string },
): Promise<TreeMember & { status: string }> {
  const row = await memberWithPath(db, merchant.id, who);
  if (!row || !isDescendant(agent.path, row.path)) throw new AppError('agent.not.downline');
  return { memberId: row.id, username: row.username, type: row.type, path: row.path, status: row.status };
}

/** 400 `agent.depth.exceeded` when a child of `parentPath` would sit deeper than the merchant allows. */
export async function checkRoomBelow(db: Db, merchantId: number, parentPath: ReadonlyArray<number>) {
  const { agent_max_depth: maxDepth } = await db
    .selectFrom('merchants')
    .select('agent_max_depth')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  if (parentPath.length + 1 > maxDepth) throw new AppError('agent.depth.exceeded');
}

/** The member's path (undefined when it has no tree row). */
export async function pathOf(db: Db, memberId: number) {
  const row = await db
    .selectFrom('member_tree')
    .select('path')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.path;
}

/** Accounts of members by id, for trails and labels. */
export async function accountsOf(db: Db, merchantId: number, ids: ReadonlyArray<number>) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/**
 * Moves a member, with its whole subtree, under another agent of the merchant (an operator's action): the paths
 * of the subtree, the member's `parent_member_id`, and the team rollups (the subtree's history leaves the
 * ancestors it no longer has and joins its new ones), in one transaction, with an audit row. 400
 * `agent.parent.not.agent` for a new parent that is not an active agent of the merchant, `agent.move.cycle` for
 * one inside the member's own subtree (or the member itself), `agent.depth.exceeded` when the subtree would reach
 * past the merchant's depth.
 */
export async function moveMember(
  db: Db,
  merchant: Merchant,
  operatorId: number,
  request: { memberId: number; newParentId: number; reason: string },
  origin: RequestOrigin,
) {
  return db.transaction().execute(async (trx) => {
    // The rollup job holds this lock while it runs: a move never interleaves with it.
    await sql`select agent_stats_lock()`.execute(trx);
    const [member, parent] = await Promise.all([
      memberWithPath(trx, merchant.id, { id: request.memberId }),
      memberWithPath(trx, merchant.id, { id: request.newParentId }),
    ]);
    if (!member) throw new AppError('member.not.found');
    if (!parent || parent.status !== 'ACTIVE' || !isAgentType(parent.type))
      throw new AppError('agent.parent.not.agent');
    if (parent.path.includes(member.id)) throw new AppError('agent.move.cycle');
    const oldPath = member.path;
    const newPath = [...parent.path, member.id];
    const oldParentId = oldPath.length > 1 ? oldPath.at(-2)! : null;
    if (oldParentId === parent.id) return { memberId: member.id, path: oldPath };

    const { deepest } = await trx
      .selectFrom('member_tree')
      .select(sql<number>`coalesce(max(cardinality(path)), 0)`.as('deepest'))
      .where(isDescendantPath('path', oldPath))
      .executeTakeFirstOrThrow();
    const subtreeDepth = Math.max(deepest, oldPath.length) - oldPath.length + 1;
    const { agent_max_depth: maxDepth } = await trx
      .selectFrom('merchants')
      .select('agent_max_depth')
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    if (parent.path.length + subtreeDepth > maxDepth) throw new AppError('agent.depth.exceeded');

    // The subtree's history per day (its members' own rows), leaving the old-only ancestors, joining the new.
    const oldAncestors = oldPath.slice(0, -1).filter((id) => !parent.path.includes(id));
    const newAncestors = parent.path.filter((id) => !oldPath.includes(id));
    const sums = moneyColumns.map((column) => sql`sum(s.${sql.ref(column)})`);
    const subtreeDays = sql`
      select s.day, s.merchant_id, ${sql.join(sums)}
      from member_daily_stats s join member_tree t on t.member_id = s.member_id
      where t.path = ${oldPath}::int[] or ${isDescendantPath('t.path', oldPath)}
      group by s.day, s.merchant_id`;
    const columns = sql.join(moneyColumns.map((column) => sql.ref(column)));
    if (oldAncestors.length > 0)
      await sql`
        with moved (day, merchant_id, ${columns}) as (${subtreeDays})
        update team_daily_stats s set ${sql.join(
          moneyColumns.map(
            (column) => sql`${sql.ref(column)} = s.${sql.ref(column)} - moved.${sql.ref(column)}`,
          ),
        )}
        from moved where s.day = moved.day and s.agent_id = any(${oldAncestors}::int[])`.execute(trx);
    if (newAncestors.length > 0)
      await sql`
        with moved (day, merchant_id, ${columns}) as (${subtreeDays})
        insert into team_daily_stats as s (agent_id, day, merchant_id, ${columns})
        select a.id, moved.day, moved.merchant_id, ${sql.join(moneyColumns.map((column) => sql`moved.${sql.ref(column)}`))}
        from moved cross join unnest(${newAncestors}::int[]) as a(id)
        order by a.id, moved.day
        on conflict (agent_id, day) do update set ${sql.join(
          moneyColumns.map(
            (column) => sql`${sql.ref(column)} = s.${sql.ref(column)} + excluded.${sql.ref(column)}`,
          ),
        )}`.execute(trx);

    // New paths: the new parent's path, then the part below the old parent.
    const keep = oldPath.length - 1;
    const rewrite = (column: string) =>
      sql`${[...parent.path]}::int[] || ${sql.ref(column)}[${keep + 1}:cardinality(${sql.ref(column)})]`;
    const inSubtree = (column: string) =>
      sql`(${sql.ref(column)} = ${oldPath}::int[] or ${isDescendantPath(column, oldPath)})`;
    await sql`update member_daily_stats s set path = ${rewrite('s.path')}
      from member_tree t where t.member_id = s.member_id and ${inSubtree('t.path')}`.execute(trx);
    await sql`update member_tree t set path = ${rewrite('t.path')} where ${inSubtree('t.path')}`.execute(trx);
    await trx
      .updateTable('members')
      .set({ parent_member_id: parent.id })
      .where('id', '=', member.id)
      .execute();
    // Its contracts were with the old upline (or the site): they end, and so do those they capped below it.
    await endContractsOfMoved(trx, member.id, new Date());
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: member.id,
      operatorId,
      action: 'AGENT_MEMBER_MOVED',
      origin,
      detail: { fromParentId: oldParentId, toParentId: parent.id, reason: request.reason },
    });
    return { memberId: member.id, path: newPath };
  });
}
