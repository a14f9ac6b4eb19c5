/** What the routes share: built once per vendor instance by `buildDemoVendor`. */
import type { FastifyRequest } from 'fastify';
import { VendorError } from './http.ts';
import type { PlatformClient } from './platform-client.ts';
import type { RoundBook } from './round-book.ts';
import type { RoundRunner } from './rounds.ts';
import type { SessionStore, VendorSession } from './sessions.ts';
import type { TransferWallet } from './transfer-wallet.ts';

export interface VendorDeps {
  secret: string;
  platform: PlatformClient;
  wallet: TransferWallet;
  sessions: SessionStore;
  rounds: RoundRunner;
  /** The record of seamless rounds (the platform's round-status call reads it). */
  roundBook: RoundBook;
  /** Vendor codes that use the transfer wallet. */
  transferVendors: ReadonlySet<string>;
  publicDir: string;
  now: () => number;
}

/** The page sends its vendor session id in this header. */
export const sessionHeader = 'x-vendor-session';

export function sessionOf(deps: VendorDeps, request: FastifyRequest): VendorSession {
  const header = request.headers[sessionHeader];
  const session = deps.sessions.get(Array.isArray(header) ? header[0] : header);
  if (!session) throw new VendorError(401, 'vendor.session.invalid', 'vendor.session.invalid');
  return session;
}
