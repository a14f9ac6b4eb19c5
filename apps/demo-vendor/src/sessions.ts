/** The vendor's own game sessions: a random 32-byte id, in memory, 12 hours. */
import { randomBytes } from 'node:crypto';
import { Shoe } from './engines/baccarat.ts';
import type { Language } from './messages.ts';

export type Engine = 'slot' | 'crash' | 'baccarat' | 'none';
export type WalletMode = 'seamless' | 'transfer' | 'demo';

export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** Free-play sessions start with ৳100,000.00 of play money. */
export const playMoney = 10_000_000;

export function engineFor(gameType: string): Engine {
  switch (gameType) {
    case 'RNG':
      return 'slot';
    case 'FISH':
      return 'crash';
    case 'LIVE':
    case 'PVP':
      return 'baccarat';
    default:
      return 'none';
  }
}

export interface VendorSession {
  id: string;
  vendor: string;
  merchant: string;
  language: Language;
  playerId: string;
  nickname: string;
  currency: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  /** The platform's session id, carried by every bet. */
  platformSessionId: string;
  wallet: WalletMode;
  engine: Engine;
  expiresAt: number;
  /** Seamless: the platform's balance as last seen; demo: the play money. */
  balance: number;
  /** One round at a time per session. */
  busy: boolean;
  /** Baccarat: this session's shoe. */
  shoe?: Shoe;
}

export type NewSession = Omit<VendorSession, 'id' | 'expiresAt' | 'busy' | 'shoe'>;

export class SessionStore {
  private readonly sessions = new Map<string, VendorSession>();

  constructor(private readonly now: () => number = Date.now) {}

  create(init: NewSession): VendorSession {
    this.prune();
    const session: VendorSession = {
      ...init,
      id: randomBytes(32).toString('base64url'),
      expiresAt: this.now() + sessionLifetimeMs,
      busy: false,
      ...(init.engine === 'baccarat' ? { shoe: new Shoe() } : {}),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | undefined): VendorSession | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  private prune(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(id);
  }
}
