/**
 * The vendor's own wallet for transfer-wallet vendor codes: a balance per merchant + vendor + player and the
 * record of every transfer, kept in one JSON file. Every change runs through one in-process queue and is
 * written atomically (temp file, fsync, rename) before it is answered, so concurrent requests never
 * interleave and a restart finds exactly what was answered.
 */
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

export type TransferDirection = 'DEPOSIT' | 'WITHDRAW';

export interface TransferRecord {
  direction: TransferDirection;
  playerId: string;
  amount: number;
  status: 'SUCCESS' | 'FAILED';
  errorCode?: string;
  at: string;
}

interface WalletFile {
  version: 1;
  balances: Record<string, number>;
  transfers: Record<string, TransferRecord>;
}

export interface TransferRequest {
  merchant: string;
  vendor: string;
  playerId: string;
  transferId: string;
  amount: number;
}

export type TransferResult =
  | { kind: 'done'; balance: number; duplicate: boolean }
  | { kind: 'insufficient'; balance: number; duplicate: boolean }
  | { kind: 'conflict' };

export type RoundResult<R> =
  { kind: 'played'; balance: number; win: number; result: R } | { kind: 'insufficient'; balance: number };

const fileName = 'transfer-wallet.json';

function walletKey(merchant: string, vendor: string, playerId: string): string {
  return JSON.stringify([merchant, vendor, playerId]);
}

function transferKey(merchant: string, vendor: string, transferId: string): string {
  return JSON.stringify([merchant, vendor, transferId]);
}

export class TransferWallet {
  private tail: Promise<unknown> = Promise.resolve();
  private writes = 0;

  private constructor(
    private readonly path: string,
    private state: WalletFile,
  ) {}

  static async open(dataDir: string): Promise<TransferWallet> {
    await mkdir(dataDir, { recursive: true });
    const path = join(dataDir, fileName);
    let state: WalletFile = { version: 1, balances: {}, transfers: {} };
    try {
      const parsed = JSON.parse(await readFile(path, 'utf8')) as WalletFile;
      if (
        parsed.version !== 1 ||
        typeof parsed.balances !== 'object' ||
        typeof parsed.transfers !== 'object'
      ) {
        throw new Error(`${path} is not a demo-vendor wallet file`);
      }
      state = parsed;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return new TransferWallet(path, state);
  }

  balance(merchant: string, vendor: string, playerId: string): number {
    return this.state.balances[walletKey(merchant, vendor, playerId)] ?? 0;
  }

  lookup(merchant: string, vendor: string, transferId: string): TransferRecord | undefined {
    return this.state.transfers[transferKey(merchant, vendor, transferId)];
  }

  deposit(request: TransferRequest): Promise<TransferResult> {
    return this.transfer('DEPOSIT', request);
  }

  withdraw(request: TransferRequest): Promise<TransferResult> {
    return this.transfer('WITHDRAW', request);
  }

  /**
   * One round on the local balance: refuses when short, otherwise takes the stake, runs `play` (which draws
   * the outcome only now) and credits the win, all as one change.
   */
  playRound<R>(
    merchant: string,
    vendor: string,
    playerId: string,
    stake: number,
    play: () => { win: number; result: R },
  ): Promise<RoundResult<R>> {
    return this.serialize(async () => {
      const key = walletKey(merchant, vendor, playerId);
      const before = this.state.balances[key] ?? 0;
      if (before < stake) return { kind: 'insufficient', balance: before };
      const { win, result } = play();
      const balance = before - stake + win;
      await this.commit((draft) => {
        draft.balances[key] = balance;
      });
      return { kind: 'played', balance, win, result };
    });
  }

  /** Resolves when every queued change is on disk. */
  idle(): Promise<void> {
    return this.serialize(async () => undefined);
  }

  private transfer(direction: TransferDirection, request: TransferRequest): Promise<TransferResult> {
    return this.serialize(async () => {
      const { merchant, vendor, playerId, transferId, amount } = request;
      const key = walletKey(merchant, vendor, playerId);
      const tKey = transferKey(merchant, vendor, transferId);
      const earlier = this.state.transfers[tKey];
      if (earlier) {
        const same =
          earlier.direction === direction && earlier.playerId === playerId && earlier.amount === amount;
        if (!same) return { kind: 'conflict' };
        const balance = this.state.balances[key] ?? 0;
        return earlier.status === 'SUCCESS'
          ? { kind: 'done', balance, duplicate: true }
          : { kind: 'insufficient', balance, duplicate: true };
      }
      const before = this.state.balances[key] ?? 0;
      const at = new Date().toISOString();
      if (direction === 'WITHDRAW' && before < amount) {
        // A refused withdrawal is final: `transfer` answers FAILED for it from now on.
        await this.commit((draft) => {
          draft.transfers[tKey] = {
            direction,
            playerId,
            amount,
            status: 'FAILED',
            errorCode: 'vendor.insufficient.funds',
            at,
          };
        });
        return { kind: 'insufficient', balance: before, duplicate: false };
      }
      const balance = direction === 'DEPOSIT' ? before + amount : before - amount;
      await this.commit((draft) => {
        draft.balances[key] = balance;
        draft.transfers[tKey] = { direction, playerId, amount, status: 'SUCCESS', at };
      });
      return { kind: 'done', balance, duplicate: false };
    });
  }

  private serialize<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Applies a change to a copy, writes the copy, and only then makes it the state. */
  private async commit(change: (draft: WalletFile) => void): Promise<void> {
    const draft = structuredClone(this.state);
    change(draft);
    const temp = `${this.path}.${process.pid}.${++this.writes}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(`${JSON.stringify(draft, null, 1)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.path);
    this.state = draft;
  }
}
