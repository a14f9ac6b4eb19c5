/**
 * The vendor's record of its seamless rounds, so it can answer the platform's `round-status` call
 * (docs/vendor-protocol.md "Round status") with the truth it holds: which rounds it played, what each paid and
 * under which settle transaction id, and which it cancelled.
 *
 * A round's record is written before each platform call that depends on it: before the bet (BETTING), before
 * the settle with the drawn win and the settle's id (PLAYED), then DELIVERED or UNDELIVERED by its answer, or
 * CANCELLED when the bet went unanswered or was refused. Records are appended as JSON lines to one file (one
 * in-process queue, fsync before the call goes on), so a restart finds every payout the vendor promised. When the
 * file is opened it is rewritten with the last record of each round, leaving out delivered rounds older than
 * the retention (the platform closed them long ago).
 */
import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { RoundStatus } from '@msp/contracts/vendor-rounds.ts';

export type RoundState = 'BETTING' | 'PLAYED' | 'DELIVERED' | 'UNDELIVERED' | 'CANCELLED';

export interface RoundRecord {
  merchant: string;
  vendor: string;
  roundId: string;
  playerId: string;
  gameCode: string;
  stake: number;
  betTransactionId: string;
  state: RoundState;
  /** PLAYED onwards: the payout (0 for a lost round) and the id of its settle. */
  win?: number;
  settleTransactionId?: string;
  /** When the record last changed (ISO). */
  at: string;
}

export interface RoundKey {
  merchant: string;
  vendor: string;
  roundId: string;
}

const fileName = 'seamless-rounds.jsonl';
/** Delivered rounds are kept this long (the platform closed them when the settle was answered). */
const deliveredRetentionMs = 7 * 24 * 60 * 60 * 1000;
/** The in-memory map drops delivered rounds past the retention every so many writes. */
const pruneEvery = 1000;

const keyOf = (key: RoundKey) => JSON.stringify([key.merchant, key.vendor, key.roundId]);

function isRecord(value: unknown): value is RoundRecord {
  const record = value as RoundRecord | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.merchant === 'string' &&
    typeof record.vendor === 'string' &&
    typeof record.roundId === 'string' &&
    typeof record.playerId === 'string' &&
    typeof record.stake === 'number' &&
    typeof record.state === 'string'
  );
}

export class RoundBook {
  private tail: Promise<unknown> = Promise.resolve();
  private writes = 0;
  /** Rounds whose bet or settle this process has under way (BETTING here means "in play", not "died"). */
  private readonly inFlight = new Set<string>();

  private constructor(
    private readonly path: string,
    private readonly handle: FileHandle,
    private readonly records: Map<string, RoundRecord>,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<RoundBook> {
    await mkdir(dataDir, { recursive: true });
    const path = join(dataDir, fileName);
    const records = new Map<string, RoundRecord>();
    let text = '';
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        // A line cut short by a crash mid-write: it was never acted on (the call waits for the fsync).
        continue;
      }
      if (isRecord(parsed)) records.set(keyOf(parsed), parsed);
    }
    prune(records, now());
    // Compaction: the last record of each round, written whole before it replaces the file.
    const temp = `${path}.${process.pid}.tmp`;
    const compacted = await open(temp, 'w');
    try {
      await compacted.writeFile(
        [...records.values()].map((record) => `${JSON.stringify(record)}\n`).join(''),
        'utf8',
      );
      await compacted.sync();
    } finally {
      await compacted.close();
    }
    await rename(temp, path);
    return new RoundBook(path, await open(path, 'a'), records);
  }

  /** A bet is about to be sent: the round exists from now on (in play while this process has it under way). */
  begin(round: Omit<RoundRecord, 'state' | 'at' | 'win' | 'settleTransactionId'>): Promise<void> {
    this.inFlight.add(keyOf(round));
    return this.write({ ...round, state: 'BETTING', at: new Date().toISOString() });
  }

  /** The outcome is drawn: the payout and its settle id are on disk before the settle is sent. */
  played(key: RoundKey, win: number, settleTransactionId: string): Promise<void> {
    return this.change(key, { state: 'PLAYED', win, settleTransactionId });
  }

  /** The platform answered the settle. */
  delivered(key: RoundKey): Promise<void> {
    this.inFlight.delete(keyOf(key));
    return this.change(key, { state: 'DELIVERED' });
  }

  /** The settle was not delivered after its retries: still settled here, with the same payout. */
  undelivered(key: RoundKey): Promise<void> {
    this.inFlight.delete(keyOf(key));
    return this.change(key, { state: 'UNDELIVERED' });
  }

  /** The bet went unanswered (and was rolled back) or was refused: no outcome will ever be drawn. */
  cancelled(key: RoundKey): Promise<void> {
    this.inFlight.delete(keyOf(key));
    return this.change(key, { state: 'CANCELLED' });
  }

  get(key: RoundKey): RoundRecord | undefined {
    return this.records.get(keyOf(key));
  }

  /** The `round-status` answer for one round of a player. */
  status(key: RoundKey, playerId: string): RoundStatus {
    const record = this.records.get(keyOf(key));
    const roundId = key.roundId;
    if (!record || record.playerId !== playerId) return { roundId, status: 'NOT_FOUND' };
    switch (record.state) {
      case 'BETTING':
        // Under way here: in play. Left by an earlier run of this process that died before drawing the
        // outcome: it will never be drawn.
        return this.inFlight.has(keyOf(key)) ? { roundId, status: 'OPEN' } : { roundId, status: 'CANCELLED' };
      case 'PLAYED':
      case 'DELIVERED':
      case 'UNDELIVERED':
        return {
          roundId,
          status: 'SETTLED',
          amount: record.win ?? 0,
          transactionId: record.settleTransactionId ?? '',
        };
      case 'CANCELLED':
        return { roundId, status: 'CANCELLED' };
    }
  }

  /** Resolves when every queued record is on disk. */
  idle(): Promise<void> {
    return this.serialize(async () => undefined);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.handle.close();
  }

  private change(key: RoundKey, changes: Partial<RoundRecord>): Promise<void> {
    const current = this.records.get(keyOf(key));
    if (!current) return Promise.reject(new Error(`no round ${key.roundId} in the round book`));
    return this.write({ ...current, ...changes, at: new Date().toISOString() });
  }

  private write(record: RoundRecord): Promise<void> {
    return this.serialize(async () => {
      await this.handle.appendFile(`${JSON.stringify(record)}\n`, 'utf8');
      await this.handle.datasync();
      this.records.set(keyOf(record), record);
      if (++this.writes % pruneEvery === 0) prune(this.records, Date.now());
    });
  }

  private serialize<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** The file the records are kept in (tests). */
  get file(): string {
    return this.path;
  }
}

function prune(records: Map<string, RoundRecord>, now: number) {
  for (const [key, record] of records) {
    if (record.state === 'DELIVERED' && now - Date.parse(record.at) > deliveredRetentionMs)
      records.delete(key);
  }
}
