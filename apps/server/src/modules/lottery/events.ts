import type { LotteryEvent } from '@msp/contracts/lottery/api.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Live changes of the lottery's numeros for the pages (server-sent events): a numero opened, drawn, settled or
 * voided. Each server process watches the database itself, once a second and only while somebody listens, with
 * one query for every game listened to; so several processes need no message bus, and a listener on any process
 * hears what any process (or job) did.
 */

type Listener = (event: LotteryEvent) => void;

/** Numeros looked at each tick: those still open, and those drawn in the last quarter of an hour. */
const RECENT = sql<boolean>`(status = 'OPEN' OR draws_at > now() - interval '15 minutes')`;
const TICK_MS = 1_000;

const gameKey = (merchantId: number, gameCode: string) => `${merchantId}:${gameCode}`;

export class LotteryWatch {
  private listeners = new Map<string, Set<Listener>>();
  /** The last status seen of each recent numero, by game and numero. */
  private seen = new Map<string, Map<string, LotteryEvent['type']>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(private readonly db: Db) {}

  /**
   * Listens to one game's changes after `known` (the snapshot the listener was given) until the returned
   * function is called.
   */
  listen(merchantId: number, gameCode: string, known: LotteryEvent[], listener: Listener): () => void {
    const key = gameKey(merchantId, gameCode);
    let set = this.listeners.get(key);
    if (!set) {
      this.listeners.set(key, (set = new Set()));
      this.seen.set(key, new Map(known.map((event) => [event.numero, event.type])));
    }
    set.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => void this.tick(), TICK_MS);
      this.timer.unref();
    }
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(key);
        this.seen.delete(key);
      }
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The recent numeros of a game as events: what a page that just connected should know. */
  async snapshot(merchantId: number, gameCode: string): Promise<LotteryEvent[]> {
    const rows = await this.recent([{ merchantId, gameCode }]);
    return rows.map((row) => ({ type: typeOf(row.status), gameCode: row.game_code, numero: row.numero }));
  }

  private recent(games: Array<{ merchantId: number; gameCode: string }>) {
    return this.db
      .selectFrom('lottery_numeros')
      .select(['merchant_id', 'game_code', 'numero', 'status'])
      .where((eb) =>
        eb.or(
          games.map((game) =>
            eb.and([eb('merchant_id', '=', game.merchantId), eb('game_code', '=', game.gameCode)]),
          ),
        ),
      )
      .where(RECENT)
      .orderBy('draws_at')
      .execute();
  }

  private async tick() {
    if (this.ticking || this.listeners.size === 0) return;
    this.ticking = true;
    try {
      const games = [...this.listeners.keys()].map((key) => {
        const [merchantId, gameCode] = key.split(':') as [string, string];
        return { merchantId: Number(merchantId), gameCode };
      });
      for (const row of await this.recent(games)) {
        const key = gameKey(row.merchant_id, row.game_code);
        let seen = this.seen.get(key);
        if (!seen) this.seen.set(key, (seen = new Map()));
        const type = typeOf(row.status);
        if (seen.get(row.numero) === type) continue;
        seen.set(row.numero, type);
        for (const listener of this.listeners.get(key) ?? []) {
          listener({ type, gameCode: row.game_code, numero: row.numero });
        }
      }
    } catch {
      // A failed look is tried again at the next tick.
    } finally {
      this.ticking = false;
    }
  }
}

function typeOf(status: 'OPEN' | 'DRAWN' | 'SETTLED' | 'VOID'): LotteryEvent['type'] {
  return status === 'OPEN' ? 'OPENED' : status;
}
