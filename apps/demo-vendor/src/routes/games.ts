/** One round of each game, as the page asks for it. Stakes and targets are checked before any money moves. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { baccaratChips, dealBaccarat, maxBetPerArea, Shoe } from '../engines/baccarat.ts';
import { crashStakes, maxTargetHundredths, minTargetHundredths, playCrash } from '../engines/crash.ts';
import { slotConfig, spin } from '../engines/slot.ts';
import { sessionOf, type VendorDeps } from '../deps.ts';
import { invalidField, ok, parseBody, VendorError } from '../http.ts';
import { message } from '../messages.ts';
import type { PlayedRound } from '../rounds.ts';
import type { Engine, VendorSession } from '../sessions.ts';

const spinBody = z.object({
  bet: z
    .number()
    .int()
    .refine((bet) => slotConfig.bets.includes(bet)),
});

const crashBody = z.object({
  stake: z
    .number()
    .int()
    .refine((stake) => crashStakes.includes(stake)),
  /** The cash-out target as a multiplier with at most two decimals (1.01–100). */
  target: z
    .number()
    .refine((target) => Math.abs(target * 100 - Math.round(target * 100)) < 1e-6)
    .refine((target) => {
      const hundredths = Math.round(target * 100);
      return hundredths >= minTargetHundredths && hundredths <= maxTargetHundredths;
    }),
});

const smallestChip = Math.min(...baccaratChips);
const areaBet = z
  .number()
  .int()
  .min(0)
  .max(maxBetPerArea)
  .refine((amount) => amount % smallestChip === 0);
const dealBody = z.object({
  bets: z.object({ player: areaBet.default(0), banker: areaBet.default(0), tie: areaBet.default(0) }),
});

function requireEngine(session: VendorSession, engine: Engine): void {
  if (session.engine !== engine) throw new VendorError(400, 'game.not.supported', 'game.not.supported');
}

function answer<R>(session: VendorSession, round: PlayedRound<R>, result: object) {
  return ok({
    roundId: round.roundId,
    stake: round.stake,
    win: round.win,
    balance: round.balance,
    ...result,
    ...(round.notice ? { notice: message(round.notice, session.language) } : {}),
  });
}

export function gameRoutes(app: FastifyInstance, deps: VendorDeps) {
  app.post('/api/slot/spin', async (request) => {
    const session = sessionOf(deps, request);
    requireEngine(session, 'slot');
    const { bet } = parseBody(spinBody, request.body);
    const round = await deps.rounds.run(session, bet, () => {
      const result = spin(bet);
      return { win: result.win, result };
    });
    const { stops, grid, lineWins, scatter } = round.result;
    return answer(session, round, { spin: { stops, grid, lineWins, scatter } });
  });

  app.post('/api/crash/play', async (request) => {
    const session = sessionOf(deps, request);
    requireEngine(session, 'crash');
    const { stake, target } = parseBody(crashBody, request.body);
    const targetHundredths = Math.round(target * 100);
    const round = await deps.rounds.run(session, stake, () => {
      const result = playCrash(stake, targetHundredths);
      return { win: result.win, result };
    });
    return answer(session, round, {
      target: round.result.targetHundredths / 100,
      crashPoint: round.result.crashHundredths / 100,
      won: round.result.won,
    });
  });

  app.post('/api/baccarat/deal', async (request) => {
    const session = sessionOf(deps, request);
    requireEngine(session, 'baccarat');
    const { bets } = parseBody(dealBody, request.body);
    const stake = bets.player + bets.banker + bets.tie;
    if (stake <= 0) throw invalidField('bets');
    const shoe = (session.shoe ??= new Shoe());
    const round = await deps.rounds.run(session, stake, () => {
      const result = dealBaccarat(shoe, bets);
      return { win: result.win, result };
    });
    const coup = round.result;
    return answer(session, round, {
      coup: {
        player: coup.player,
        banker: coup.banker,
        playerTotal: coup.playerTotal,
        bankerTotal: coup.bankerTotal,
        outcome: coup.outcome,
        natural: coup.natural,
      },
      bets: coup.bets,
      payout: coup.payout,
      reshuffled: coup.reshuffled,
      cardsLeft: coup.cardsLeft,
    });
  });
}
