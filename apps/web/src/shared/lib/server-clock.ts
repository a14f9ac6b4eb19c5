import type { NumeroInfo } from '@msp/contracts/lottery/api.ts';

/**
 * The board runs on the server's clock: every answer that carries `serverTime` gives the difference between
 * the server's clock and the device's, and the countdown reads `Date.now() + offset`. A device clock that is
 * minutes off still locks the board at the real cut-off.
 */
export function clockOffset(serverTime: string, deviceNow: number = Date.now()): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - deviceNow : 0;
}

/**
 * Where a numero stands at `now` (server time, ms):
 * - `open`: bets are taken until `closesAt`;
 * - `closed`: the cut-off has passed, the draw is at `drawsAt`;
 * - `drawing`: the draw time has passed and its result is on its way.
 */
export type NumeroPhase = 'open' | 'closed' | 'drawing';

export function phaseOf(
  numero: Pick<NumeroInfo, 'closesAt' | 'drawsAt' | 'status'>,
  now: number,
): NumeroPhase {
  if (numero.status !== 'OPEN') return 'drawing';
  if (now < Date.parse(numero.closesAt)) return 'open';
  if (now < Date.parse(numero.drawsAt)) return 'closed';
  return 'drawing';
}

/** Whole seconds left until `at` (never negative), counted up so that "0" shows only at the moment itself. */
export function secondsUntil(at: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
}

/** 75 → "01:15"; an hour or more → "1:02:03"; days → "2d 03:04:05" (the classic draw). */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return `${days}d ${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(rest)}`;
  return `${pad(minutes)}:${pad(rest)}`;
}
