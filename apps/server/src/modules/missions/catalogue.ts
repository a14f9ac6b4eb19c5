import { sql } from 'kysely';
import {
  maxMissionCount,
  type LeaderboardBody,
  type MissionBody,
  type MissionKind,
  type MissionUnit,
  type OpsLeaderboard,
  type OpsMission,
} from '@msp/contracts/missions.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor, parseMajor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { LeaderboardRow, MissionRow } from './tables.ts';

/**
 * The merchant's missions and leaderboards as its operators keep them: every change checked (localized errors,
 * nothing written when refused) and audited. A mission is ACTIVE (members see it) or CLOSED (nobody sees or
 * claims it; rewards already paid stay paid). Once members have claimed a mission its period and kind stay, so
 * that a claim's period keeps its meaning; its target, reward and texts may change and apply from then on.
 */

/** What a kind's target and progress are counted in. */
export const unitOf = (kind: MissionKind): MissionUnit =>
  kind === 'BET_CATEGORY' || kind === 'DEPOSIT' ? 'AMOUNT' : 'COUNT';

/** A target or progress in the API's form: major units for money, a whole number for counts. */
export const displayOf = (kind: MissionKind, value: bigint) =>
  unitOf(kind) === 'AMOUNT' ? formatMinor(value) : String(value);

/** The most a count target may be: the days of a week for logins. */
const maxCountOf = (kind: MissionKind) => (kind === 'LOGIN_DAYS' ? 7 : maxMissionCount);

function storedValues(body: MissionBody) {
  if ((body.kind === 'BET_CATEGORY') !== (body.category !== null))
    throw new AppError('mission.category.invalid', {}, 'category');
  if (body.kind === 'LOGIN_DAYS' && body.period !== 'WEEKLY')
    throw new AppError('mission.period.invalid', {}, 'period');
  const max = maxCountOf(body.kind);
  const target =
    unitOf(body.kind) === 'AMOUNT'
      ? parseMajor(body.target)
      : /^[1-9]\d{0,3}$/.test(body.target) && Number(body.target) <= max
        ? BigInt(body.target)
        : undefined;
  if (target === undefined) throw new AppError('mission.target.invalid', { max: String(max) }, 'target');
  const reward = parseMajor(body.reward);
  if (reward === undefined) throw new AppError('wallet.amount.invalid', {}, 'reward');
  return {
    code: body.code,
    period: body.period,
    kind: body.kind,
    category: body.category,
    target,
    reward,
    turnover_multiple: body.turnoverMultiple,
    title: body.title,
    description: body.description,
    status: body.status,
    sort: body.sort,
  };
}

const presentOpsMission = (row: MissionRow, paid: { claims: number; total: bigint }): OpsMission => ({
  id: row.id,
  code: row.code,
  period: row.period,
  kind: row.kind,
  category: row.category,
  unit: unitOf(row.kind),
  target: displayOf(row.kind, row.target),
  reward: formatMinor(row.reward),
  turnoverMultiple: row.turnover_multiple,
  title: { bn: row.title.bn ?? '', en: row.title.en ?? '' },
  description: { bn: row.description.bn ?? '', en: row.description.en ?? '' },
  status: row.status,
  sort: row.sort,
  claims: paid.claims,
  paid: formatMinor(paid.total),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const auditDetail = (row: MissionRow) => ({
  missionId: row.id,
  code: row.code,
  period: row.period,
  kind: row.kind,
  category: row.category,
  target: String(row.target),
  reward: formatMinor(row.reward),
  turnoverMultiple: row.turnover_multiple,
  status: row.status,
});

async function claimTotals(db: Db, missionIds: number[]) {
  const totals = new Map<number, { claims: number; total: bigint }>();
  if (missionIds.length === 0) return totals;
  const rows = await db
    .selectFrom('mission_claims')
    .select((eb) => [
      'mission_id',
      eb.fn.countAll<string>().as('claims'),
      sql<string>`sum(reward)::text`.as('total'),
    ])
    .where('mission_id', 'in', missionIds)
    .groupBy('mission_id')
    .execute();
  for (const row of rows)
    totals.set(row.mission_id, { claims: Number(row.claims), total: BigInt(row.total) });
  return totals;
}

const noClaims = { claims: 0, total: 0n };
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The merchant's missions for its operators, in the members' order. */
export async function listOpsMissions(db: Db, merchantId: number): Promise<OpsMission[]> {
  const rows = await db
    .selectFrom('missions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const totals = await claimTotals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentOpsMission(row, totals.get(row.id) ?? noClaims));
}

/** A new mission; 409 `mission.code.taken` when the merchant has the code already. */
export async function createMission(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: MissionBody,
  origin: RequestOrigin,
): Promise<OpsMission> {
  const values = storedValues(body);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('missions')
      .values({ ...values, merchant_id: merchantId })
      .onConflict((conflict) => conflict.constraint('missions_code_once').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('mission.code.taken', {}, 'code');
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'MISSION_CREATED',
      origin,
      detail: auditDetail(row),
    });
    return presentOpsMission(row, noClaims);
  });
}

/** Changes a mission (its status too); `mission.has.claims` when its period or kind would change after claims. */
export async function updateMission(
  db: Db,
  merchantId: number,
  operatorId: number,
  id: number,
  body: MissionBody,
  origin: RequestOrigin,
): Promise<OpsMission> {
  const values = storedValues(body);
  const row = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('missions')
      .select(['period', 'kind', 'category'])
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('mission.not.found');
    const reshaped =
      current.period !== values.period ||
      current.kind !== values.kind ||
      current.category !== values.category;
    if (reshaped) {
      const claim = await trx
        .selectFrom('mission_claims')
        .select('id')
        .where('mission_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (claim) throw new AppError('mission.has.claims');
    }
    const taken = await trx
      .selectFrom('missions')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('code', '=', values.code)
      .where('id', '<>', id)
      .executeTakeFirst();
    if (taken) throw new AppError('mission.code.taken', {}, 'code');
    const updated = await trx
      .updateTable('missions')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Another change took the code since the check above.
        if (isUniqueViolation(error)) throw new AppError('mission.code.taken', {}, 'code');
        throw error;
      });
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'MISSION_UPDATED',
      origin,
      detail: auditDetail(updated),
    });
    return updated;
  });
  const totals = await claimTotals(db, [row.id]);
  return presentOpsMission(row, totals.get(row.id) ?? noClaims);
}

// ---- Leaderboards -----------------------------------------------------------------------------------------------

/** Prizes as stored (minor units, rank 1 first): each above zero, never rising from one rank to the next. */
function storedPrizes(prizes: readonly string[]): bigint[] {
  const minor = prizes.map((prize) => parseMajor(prize));
  const valid = minor.every(
    (prize, index) => prize !== undefined && (index === 0 || prize <= minor[index - 1]!),
  );
  if (!valid) throw new AppError('mission.leaderboard.prizes.invalid', {}, 'prizes');
  return minor as bigint[];
}

/** A board's prizes as read (a bigint[] column: the drivers may answer strings). */
export const prizesOf = (row: { prizes: readonly unknown[] }) =>
  row.prizes.map((prize) => BigInt(prize as string));

async function presentOpsLeaderboard(db: Db, row: LeaderboardRow): Promise<OpsLeaderboard> {
  const { rows } = await sql<{ period_start: string; winners: string; paid: string }>`
    SELECT p.period_start, count(z.rank)::text AS winners, coalesce(sum(z.prize), 0)::text AS paid
    FROM mission_leaderboard_periods p
    LEFT JOIN mission_leaderboard_prizes z
      ON z.leaderboard_id = p.leaderboard_id AND z.period_start = p.period_start
    WHERE p.leaderboard_id = ${row.id}
    GROUP BY p.period_start ORDER BY p.period_start DESC LIMIT 10`.execute(db);
  return {
    id: row.id,
    period: row.period,
    prizes: prizesOf(row).map(formatMinor),
    turnoverMultiple: row.turnover_multiple,
    status: row.status,
    paidPeriods: rows.map((paid) => ({
      periodStart: paid.period_start,
      winners: Number(paid.winners),
      paid: formatMinor(BigInt(paid.paid)),
    })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The merchant's leaderboards (weekly first) with their last paid periods. */
export async function listOpsLeaderboards(db: Db, merchantId: number): Promise<OpsLeaderboard[]> {
  const rows = await db
    .selectFrom('mission_leaderboards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('period', 'desc')
    .execute();
  const boards: OpsLeaderboard[] = [];
  for (const row of rows) boards.push(await presentOpsLeaderboard(db, row));
  return boards;
}

/**
 * Creates or changes the merchant's leaderboard of a period kind. New prizes apply to periods paid from then on;
 * closing it stops the periods after the close (one that ended while it ran is still paid).
 */
export async function setLeaderboard(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: LeaderboardBody,
  origin: RequestOrigin,
): Promise<OpsLeaderboard> {
  const prizes = storedPrizes(body.prizes);
  const now = new Date();
  const row = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('mission_leaderboards')
      .select(['status', 'closed_at'])
      .where('merchant_id', '=', merchantId)
      .where('period', '=', body.period)
      .forUpdate()
      .executeTakeFirst();
    const closedAt =
      body.status === 'CLOSED' ? (current?.status === 'CLOSED' ? current.closed_at : now) : null;
    const values = {
      prizes: sql<bigint[]>`${prizes.map(String)}::bigint[]`,
      turnover_multiple: body.turnoverMultiple,
      status: body.status,
      closed_at: closedAt,
      updated_at: now,
    };
    const saved = await trx
      .insertInto('mission_leaderboards')
      .values({ merchant_id: merchantId, period: body.period, ...values })
      .onConflict((conflict) =>
        conflict.constraint('mission_leaderboards_one_per_period').doUpdateSet(values),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'MISSION_LEADERBOARD_SET',
      origin,
      detail: {
        leaderboardId: saved.id,
        period: saved.period,
        prizes: prizes.map(formatMinor),
        turnoverMultiple: saved.turnover_multiple,
        status: saved.status,
      },
    });
    return saved;
  });
  return presentOpsLeaderboard(db, row);
}
