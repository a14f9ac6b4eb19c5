import type { z } from 'zod';
import type { opsVipMemberLevelBodySchema } from '@msp/contracts/vip.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { agentSettings } from '../agents/rollups.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { vipCalendar } from './calendar.ts';
import { holdLadder, ladderOf } from './ladder.ts';

/**
 * `POST /ops/vip/members/:id/level`: an operator sets a member's level by hand (ADMIN), audited with its note.
 * Raising counts as reaching the level (kept at the next monthly check); no level-up bonus is paid for it (those
 * are for levels reached by play). The job may still raise the member later when its figures reach higher, and the
 * monthly check may lower it.
 */
export async function setMemberLevel(
  db: Db,
  merchantId: number,
  operatorId: number,
  memberId: number,
  body: z.infer<typeof opsVipMemberLevelBodySchema>,
  origin: RequestOrigin,
  now = new Date(),
) {
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!member) throw new AppError('member.not.found');
  const [ladder, settings] = await Promise.all([ladderOf(db, merchantId), agentSettings(db, merchantId)]);
  const missing = () => new AppError('vip.level.not.found', { rank: String(body.rank) }, 'rank');
  if (body.rank > ladder.levels.length) throw missing();
  const { month } = vipCalendar(now, settings.utcOffsetMinutes, ladder.qualifyDays);
  return db.transaction().execute(async (trx) => {
    // The ladder as read, held until the level is set (a ladder changed meanwhile: read it again).
    if (!(await holdLadder(trx, ladder)) && body.rank > 0) throw missing();
    await trx
      .insertInto('member_vip')
      .values({ member_id: memberId, merchant_id: merchantId, rank: 0 })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
    const locked = await trx
      .selectFrom('member_vip')
      .select('rank')
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const raised = body.rank > locked.rank;
    await trx
      .updateTable('member_vip')
      .set({
        rank: body.rank,
        ...(raised ? { reached_at: now, kept_month: month } : {}),
        updated_at: now,
      })
      .where('member_id', '=', memberId)
      .execute();
    await writeAudit(trx, {
      merchantId,
      memberId,
      operatorId,
      action: 'VIP_LEVEL_SET',
      origin,
      detail: { from: locked.rank, to: body.rank, note: body.note ?? null },
    });
    return { memberId, previousRank: locked.rank, rank: body.rank };
  });
}
