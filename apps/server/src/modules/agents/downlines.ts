import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type {
  CreatedDownline,
  DownlineCard,
  DownlineKind,
  DownlineMember,
  downlineQuerySchema,
} from '@msp/contracts/agents.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { agentMemberTypes, isAgentType } from '@msp/contracts/enums.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { normalizeUsername } from '../identity/member-repository.ts';
import { hashPassword } from '../identity/password.ts';
import { newAffiliateCode } from '../identity/registration-service.ts';
import type { Merchant } from '../merchant/service.ts';
import { memberWallet } from '../wallet/service.ts';
import { memberTypeOf, recordJoin } from './invitations.ts';
import {
  addDays,
  agentSettings,
  reportDayOf,
  reportDayStart,
  nextDay,
  sumsByOwner,
  teamMoneyOf,
  zeroSums,
} from './rollups.ts';
import { checkRoomBelow, isDescendantPath, levelBelow, requireTeamMember, type Agent } from './tree.ts';

type DownlineQuery = z.infer<typeof downlineQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function presentMember(
  agent: Agent,
  row: {
    id: number;
    username: string;
    nickname: string;
    type: number;
    status: 'ACTIVE' | 'LOCKED' | 'CLOSED';
    created_at: Date;
    last_login_at: Date | null;
    path: number[];
    parent_account: string | null;
  },
): DownlineMember {
  return {
    memberId: row.id,
    account: row.username,
    nickname: row.nickname,
    isAgent: isAgentType(row.type),
    level: levelBelow(agent.path, row.path),
    parentAccount: row.parent_account,
    status: row.status,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

const memberColumns = [
  'm.id',
  'm.username',
  'm.nickname',
  'm.type',
  'm.status',
  'm.created_at',
  'm.last_login_at',
  't.path',
  'p.username as parent_account',
] as const;

function teamMembers(db: Db, merchant: Merchant, agent: Agent) {
  return db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .leftJoin('members as p', 'p.id', 'm.parent_member_id')
    .where('m.merchant_id', '=', merchant.id)
    .where(isDescendantPath('t.path', agent.path));
}

/** `downlineManagmentView`: the agent's team, searched and paged, newest registrations first. */
export async function searchDownlines(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  query: DownlineQuery,
): Promise<Page<DownlineMember>> {
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const dayStart = (day: string) => reportDayStart(day, utcOffsetMinutes);
  const dayEnd = (day: string) => reportDayStart(nextDay(day), utcOffsetMinutes);
  let base = teamMembers(db, merchant, agent);
  if (query.account)
    base = base.where('m.username', 'like', `${escapeLike(normalizeUsername(query.account))}%`);
  if (query.level !== undefined)
    base = base.where(sql<boolean>`cardinality(t.path) = ${agent.path.length + query.level}`);
  if (query.status) base = base.where('m.status', '=', query.status);
  if (query.kind === 'AGENT') base = base.where('m.type', 'in', [...agentMemberTypes]);
  if (query.kind === 'PLAYER') base = base.where('m.type', 'not in', [...agentMemberTypes]);
  if (query.registeredFrom) base = base.where('m.created_at', '>=', dayStart(query.registeredFrom));
  if (query.registeredTo) base = base.where('m.created_at', '<', dayEnd(query.registeredTo));
  if (query.lastLoginFrom) base = base.where('m.last_login_at', '>=', dayStart(query.lastLoginFrom));
  if (query.lastLoginTo) base = base.where('m.last_login_at', '<', dayEnd(query.lastLoginTo));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(memberColumns)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const total = Number(count.total);
  return {
    content: rows.map((row) => presentMember(agent, row)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
  };
}

/** A team member's card: who it is, its balance, its team's size and its own last 30 days. */
export async function downlineCard(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  memberId: number,
): Promise<DownlineCard> {
  const member = await requireTeamMember(db, merchant, agent, { id: memberId });
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const today = reportDayOf(Date.now(), utcOffsetMinutes);
  const range = { from: addDays(today, -29), to: today };
  const [row, wallet, size, own] = await Promise.all([
    teamMembers(db, merchant, agent)
      .select(memberColumns)
      .where('m.id', '=', member.memberId)
      .executeTakeFirstOrThrow(),
    memberWallet(db, merchant, member.memberId),
    db
      .selectFrom('member_tree as t')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(isDescendantPath('t.path', member.path))
      .executeTakeFirstOrThrow(),
    sumsByOwner(db, 'member_daily_stats', [member.memberId], range),
  ]);
  return {
    ...presentMember(agent, row),
    balance: formatMinor(wallet.main.balance),
    teamSize: Number(size.count),
    last30Days: teamMoneyOf(own.get(member.memberId) ?? zeroSums),
    canTransfer: member.path.length === agent.path.length + 1,
  };
}

/** A readable temporary password: letters and digits, always both (the member replaces it at first login). */
function temporaryPassword() {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = [
    pick(letters.slice(23)),
    ...Array.from({ length: 7 }, () => pick(letters + digits)),
    pick(digits),
  ];
  return chars.join('');
}

/**
 * `registerCenter`: the agent creates a player or a sub-agent directly under itself, with a temporary password
 * that must be changed at the first login (shown to the agent once). 409 `register.username.taken`, 400
 * `agent.depth.exceeded` at the merchant's deepest level.
 */
export async function createDownline(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  body: { username: string; nickname?: string | undefined; kind: DownlineKind },
  origin: RequestOrigin,
): Promise<CreatedDownline> {
  await checkRoomBelow(db, merchant.id, agent.path);
  const username = normalizeUsername(body.username);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    const memberId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('members')
        .values({
          merchant_id: merchant.id,
          username,
          password_hash: passwordHash,
          type: memberTypeOf(body.kind),
          nickname: body.nickname ?? '',
          parent_member_id: agent.memberId,
          affiliate_code: newAffiliateCode(),
          must_change_password: true,
          register_ip: origin.ip,
          register_method: 'AGENT',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordJoin(trx, id, { via: 'AGENT', linkId: null });
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId: agent.memberId,
        action: 'AGENT_DOWNLINE_CREATED',
        origin,
        detail: { downlineId: id, kind: body.kind },
      });
      return id;
    });
    return { memberId, account: username, kind: body.kind, temporaryPassword: password };
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AppError('register.username.taken', {}, 'username');
    throw error;
  }
}
