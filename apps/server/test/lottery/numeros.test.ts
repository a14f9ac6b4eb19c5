import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDraw } from '@msp/contracts/lottery/draw.ts';
import { defaultOdds } from '@msp/contracts/lottery/bets.ts';
import { drawDueNumeros, openNumeros } from '../../src/modules/lottery/numeros.ts';
import { CLASSIC_DAYS, nextSlot, slotAt, type GameClock } from '../../src/modules/lottery/schedule.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

/**
 * The numero schedule and its two jobs: numeros open ahead with a committed seed, and each is drawn once, from
 * its seed, by whichever process gets to it, also when several run at once (on PostgreSQL) or after a restart.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let merchantId: number;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
  merchantId = (
    await database.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => database?.dispose());

const dhaka = (minutes: number | null, cutoffSeconds = 10): GameClock => ({
  intervalMinutes: minutes,
  cutoffSeconds,
  utcOffsetMinutes: 360,
  ...CLASSIC_DAYS,
});

describe('the schedule', () => {
  it('names an interval numero by the local day and its number, and closes it before the draw', () => {
    // 00:00:30 in Dhaka is 18:00:30 UTC the day before.
    const first = slotAt(dhaka(1), new Date('2026-11-23T18:00:30Z'));
    expect(first).toEqual({
      numero: '20261124-0001',
      opensAt: new Date('2026-11-23T18:00:00Z'),
      closesAt: new Date('2026-11-23T18:00:50Z'),
      drawsAt: new Date('2026-11-23T18:01:00Z'),
    });
    expect(nextSlot(dhaka(1), first).numero).toBe('20261124-0002');
    // The last 5-minute draw of the local day, then the first of the next.
    const last = slotAt(dhaka(5), new Date('2026-11-24T17:58:00Z'));
    expect(last.numero).toBe('20261124-0288');
    expect(nextSlot(dhaka(5), last)).toMatchObject({
      numero: '20261125-0001',
      opensAt: last.drawsAt,
    });
    // At the draw instant the next numero is the one taking bets.
    expect(slotAt(dhaka(3), last.drawsAt).opensAt).toEqual(last.drawsAt);
  });

  it('draws the classic game on Tuesday, Thursday and Saturday at 21:30, open since the previous draw', () => {
    // Monday 23 November 2026, noon in Dhaka.
    const tuesday = slotAt(dhaka(null, 600), new Date('2026-11-23T06:00:00Z'));
    expect(tuesday).toEqual({
      numero: '20261124',
      opensAt: new Date('2026-11-21T15:30:00Z'),
      closesAt: new Date('2026-11-24T15:20:00Z'),
      drawsAt: new Date('2026-11-24T15:30:00Z'),
    });
    const thursday = nextSlot(dhaka(null, 600), tuesday);
    expect(thursday.numero).toBe('20261126');
    expect(nextSlot(dhaka(null, 600), thursday).numero).toBe('20261128');
    expect(nextSlot(dhaka(null, 600), nextSlot(dhaka(null, 600), thursday)).numero).toBe('20261201');
  });

  it('draws a province once a week at its region’s time in Vietnam, and 4D on its days and a special day', () => {
    // Hồ Chí Minh City draws on Monday and Saturday at 16:15 ICT (UTC+7), closing 15 minutes before.
    const hcm: GameClock = {
      intervalMinutes: null,
      cutoffSeconds: 900,
      utcOffsetMinutes: 420,
      drawWeekdays: [1, 6],
      specialDays: [],
      drawMinute: 16 * 60 + 15,
    };
    const monday = slotAt(hcm, new Date('2026-11-23T08:00:00Z'));
    expect(monday).toEqual({
      numero: '20261123',
      opensAt: new Date('2026-11-21T09:15:00Z'),
      closesAt: new Date('2026-11-23T09:00:00Z'),
      drawsAt: new Date('2026-11-23T09:15:00Z'),
    });
    expect(nextSlot(hcm, monday).numero).toBe('20261128');
    // A province of one weekday: its numero is open for the whole week.
    const weekly = { ...hcm, drawWeekdays: [3] };
    expect(slotAt(weekly, new Date('2026-11-26T00:00:00Z'))).toMatchObject({
      numero: '20261202',
      opensAt: new Date('2026-11-25T09:15:00Z'),
    });
    const fourD: GameClock = {
      ...hcm,
      utcOffsetMinutes: 480,
      drawWeekdays: [0, 3, 6],
      specialDays: ['2026-11-24'],
      drawMinute: 19 * 60,
    };
    expect(slotAt(fourD, new Date('2026-11-23T00:00:00Z')).numero).toBe('20261124');
    expect(nextSlot(fourD, slotAt(fourD, new Date('2026-11-23T00:00:00Z'))).numero).toBe('20261125');
  });
});

describe('opening and drawing numeros', () => {
  const start = new Date('2026-11-24T06:00:05Z');
  beforeAll(async () => {
    // Only this test's games: the demo merchant's own are set aside.
    await database.db.deleteFrom('lottery_games').execute();
    await database.db
      .insertInto('lottery_games')
      .values([
        { merchant_id: merchantId, game_code: 'T28_1M', family: 'DIGITS3', interval_minutes: 1 },
        { merchant_id: merchantId, game_code: 'T49', family: 'BALLS49', interval_minutes: null },
        {
          merchant_id: merchantId,
          game_code: 'TDICE_OFF',
          family: 'DICE',
          interval_minutes: 1,
          enabled: false,
        },
      ])
      .execute();
    await database.db
      .updateTable('lottery_games')
      .set({ odds: { BIG: 195 } })
      .where('game_code', '=', 'T28_1M')
      .execute();
  });
  const numeros = (gameCode: string) =>
    database.db
      .selectFrom('lottery_numeros')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode)
      .orderBy('draws_at')
      .execute();

  it('opens the current and the next numero of each enabled game, once, committed to a secret seed', async () => {
    expect(await openNumeros(database.db, start)).toBe(4);
    expect(await openNumeros(database.db, start)).toBe(0);
    const opened = await numeros('T28_1M');
    expect(opened.map((row) => row.numero)).toEqual(['20261124-0721', '20261124-0722']);
    for (const row of opened) {
      expect(row.status).toBe('OPEN');
      expect(row.result).toBeNull();
      expect(row.commitment).toBe(createHash('sha256').update(Buffer.from(row.seed, 'hex')).digest('hex'));
      // The merchant's odds over the defaults, fixed for the numero.
      expect(row.odds).toEqual({ ...defaultOdds('DIGITS3'), BIG: 195 });
    }
    expect(new Set(opened.map((row) => row.seed)).size).toBe(2);
    expect((await numeros('T49')).map((row) => row.numero)).toEqual(['20261124', '20261126']);
    expect(await numeros('TDICE_OFF')).toEqual([]);
  });

  it('draws each due numero once, from its seed, and never again', async () => {
    expect(await drawDueNumeros(database.db, new Date(start.getTime() - 1000))).toBe(0);
    const at = new Date('2026-11-24T06:01:00Z');
    expect(await drawDueNumeros(database.db, at)).toBe(1);
    expect(await drawDueNumeros(database.db, at)).toBe(0);
    const [drawn, waiting] = await numeros('T28_1M');
    expect(drawn).toMatchObject({ status: 'DRAWN', drawn_at: at });
    expect(drawn!.result).toEqual(await deriveDraw('DIGITS3', drawn!.seed, 'T28_1M', drawn!.numero));
    expect(waiting!.status).toBe('OPEN');
    // The database refuses another result for a drawn numero, whatever the code does.
    await expect(
      sql`UPDATE lottery_numeros SET result = '{1,2,3}' WHERE id = ${drawn!.id}`.execute(database.db),
    ).rejects.toThrow(/drawn already/);
  });

  it('draws numeros missed while no server ran, late, by the same rule', async () => {
    // Ten minutes without a server: the numero opened ahead is drawn late; none in between ever existed.
    const late = new Date('2026-11-24T06:11:30Z');
    expect(await drawDueNumeros(database.db, late)).toBe(1);
    const rows = await numeros('T28_1M');
    expect(rows.map((row) => row.status)).toEqual(['DRAWN', 'DRAWN']);
    expect(rows[1]!.result).toEqual(await deriveDraw('DIGITS3', rows[1]!.seed, 'T28_1M', rows[1]!.numero));
    expect(await openNumeros(database.db, late)).toBe(2);
    expect((await numeros('T28_1M')).at(-2)!.numero).toBe('20261124-0732');
  });

  it.skipIf(!onPostgres)(
    'draws each numero once when several processes draw at the same moment',
    async () => {
      // 40 due numeros of a fresh game, drawn by four jobs at once on separate connections.
      await database.db
        .insertInto('lottery_games')
        .values({ merchant_id: merchantId, game_code: 'TRACE', family: 'DIGITS5', interval_minutes: 1 })
        .execute();
      let at = new Date('2026-11-24T07:00:00Z');
      for (let minute = 0; minute < 20; minute += 1) {
        await openNumeros(database.db, at);
        at = new Date(at.getTime() + 60_000);
      }
      const far = new Date('2026-11-25T00:00:00Z');
      const { count } = await database.db
        .selectFrom('lottery_numeros')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', 'OPEN')
        .where('draws_at', '<=', far)
        .executeTakeFirstOrThrow();
      const due = Number(count);
      expect(due).toBeGreaterThanOrEqual(20);
      const counts = await Promise.all([1, 2, 3, 4].map(() => drawDueNumeros(database.db, far)));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(due);
      const rows = await numeros('TRACE');
      expect(rows.every((row) => row.status === 'DRAWN' && row.result!.length === 5)).toBe(true);
    },
  );
});
