import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import {
  maxInvitationLinks,
  type DownlineKind,
  type InvitationLink,
  type Invitations,
} from '@msp/contracts/agents.ts';
import { isAgentType, memberTypes } from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import type { AgentInvitationLinksTable } from './tables.ts';
import { isDescendantPath, type Agent } from './tree.ts';

/**
 * How members join an agent's team: the agent's own affiliate code (8 characters, new members join as players),
 * or one of its invitation links (10 characters, each for players or for sub-agents, with its own count).
 */

export interface Invitation {
  agentId: number;
  agentAccount: string;
  agentPath: number[];
  kind: DownlineKind;
  via: 'CODE' | 'LINK';
  linkId: number | null;
}

/** The member type a downline of this kind gets. */
export const memberTypeOf = (kind: DownlineKind) =>
  kind === 'AGENT' ? memberTypes.agentSub : memberTypes.member;

/** The invitation a code stands for, when it is an active agent's code or a live link of one. */
export async function resolveInvitation(
  db: Db,
  merchantId: number,
  rawCode: string,
): Promise<Invitation | undefined> {
  const code = rawCode.trim().toUpperCase();
  if (code === '') return undefined;
  const agent = (id: 'code' | 'link') =>
    db
      .selectFrom('members as m')
      .innerJoin('member_tree as t', 't.member_id', 'm.id')
      .select(['m.id', 'm.username', 'm.type', 'm.status', 't.path'])
      .where('m.merchant_id', '=', merchantId)
      .$if(id === 'code', (query) => query.where('m.affiliate_code', '=', code));
  const byCode = await agent('code').executeTakeFirst();
  if (byCode)
    return byCode.status === 'ACTIVE' && isAgentType(byCode.type)
      ? {
          agentId: byCode.id,
          agentAccount: byCode.username,
          agentPath: byCode.path,
          kind: 'PLAYER',
          via: 'CODE',
          linkId: null,
        }
      : undefined;
  const link = await db
    .selectFrom('agent_invitation_links')
    .select(['id', 'agent_id', 'kind'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!link) return undefined;
  const owner = await agent('link').where('m.id', '=', link.agent_id).executeTakeFirst();
  if (!owner || owner.status !== 'ACTIVE' || !isAgentType(owner.type)) return undefined;
  return {
    agentId: owner.id,
    agentAccount: owner.username,
    agentPath: owner.path,
    kind: link.kind,
    via: 'LINK',
    linkId: link.id,
  };
}

/** Notes how a new member joined (in the transaction that created it) and counts it on its link. */
export async function recordJoin(
  db: Db,
  memberId: number,
  how: { via: 'CODE' | 'LINK' | 'AGENT'; linkId: number | null },
) {
  await db
    .updateTable('member_tree')
    .set({ joined_via: how.via, link_id: how.linkId })
    .where('member_id', '=', memberId)
    .execute();
  if (how.linkId !== null)
    await db
      .updateTable('agent_invitation_links')
      .set((eb) => ({ registrations: eb('registrations', '+', 1) }))
      .where('id', '=', how.linkId)
      .execute();
}

/** A link code: 10 characters without look-alikes, never the length of an affiliate code. */
function newLinkCode() {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

const presentLink = (link: Selectable<AgentInvitationLinksTable>): InvitationLink => ({
  id: link.id,
  code: link.code,
  label: link.label,
  kind: link.kind,
  registrations: link.registrations,
  createdAt: link.created_at.toISOString(),
});

/** The agent's code and live links, each with how many registered through it. */
export async function listInvitations(db: Db, merchant: Merchant, agent: Agent): Promise<Invitations> {
  const [member, byCode, links] = await Promise.all([
    db
      .selectFrom('members')
      .select('affiliate_code')
      .where('id', '=', agent.memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member_tree as t')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(isDescendantPath('t.path', agent.path))
      .where(sql<boolean>`cardinality(t.path) = ${agent.path.length + 1}`)
      .where('t.joined_via', '=', 'CODE')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('agent_invitation_links')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('agent_id', '=', agent.memberId)
      .where('retired_at', 'is', null)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    affiliateCode: member.affiliate_code ?? '',
    affiliateRegistrations: Number(byCode.count),
    links: links.map(presentLink),
  };
}

/** A new invitation link (at most `maxInvitationLinks` live ones; 400 `agent.invitation.limit`). */
export async function createInvitation(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  body: { label: string; kind: DownlineKind },
  origin: RequestOrigin,
) {
  return db.transaction().execute(async (trx) => {
    // Two creations at once count each other: the agent's row orders them.
    await trx.selectFrom('members').select('id').where('id', '=', agent.memberId).forUpdate().execute();
    const { live } = await trx
      .selectFrom('agent_invitation_links')
      .select((eb) => eb.fn.countAll<string>().as('live'))
      .where('agent_id', '=', agent.memberId)
      .where('retired_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live) >= maxInvitationLinks)
      throw new AppError('agent.invitation.limit', { max: String(maxInvitationLinks) });
    const link = await trx
      .insertInto('agent_invitation_links')
      .values({
        merchant_id: merchant.id,
        agent_id: agent.memberId,
        code: newLinkCode(),
        label: body.label,
        kind: body.kind,
        retired_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId: agent.memberId,
      action: 'AGENT_INVITATION_CREATED',
      origin,
      detail: { linkId: link.id, kind: link.kind },
    });
    return presentLink(link);
  });
}

/** Retires one of the agent's own links (404 `agent.invitation.not.found` for any other). */
export async function retireInvitation(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  linkId: number,
  origin: RequestOrigin,
) {
  const retired = await db
    .updateTable('agent_invitation_links')
    .set({ retired_at: new Date() })
    .where('id', '=', linkId)
    .where('merchant_id', '=', merchant.id)
    .where('agent_id', '=', agent.memberId)
    .where('retired_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!retired) throw new AppError('agent.invitation.not.found');
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: agent.memberId,
    action: 'AGENT_INVITATION_RETIRED',
    origin,
    detail: { linkId },
  });
}
