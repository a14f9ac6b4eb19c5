import { gameDefaultOdds } from '@msp/contracts/lottery/game-families.ts';
import type { z } from 'zod';
import type { gameSettingsBodySchema } from '@msp/contracts/lottery/api.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor, parseMajor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';

type SettingsBody = z.infer<typeof gameSettingsBodySchema>;

const money = (text: string | undefined, field: string) => {
  if (text === undefined) return undefined;
  const minor = parseMajor(text);
  if (minor === undefined) throw new AppError('wallet.amount.invalid', {}, field);
  return minor;
};

/**
 * An ADMIN sets a game's odds, limits, cut-off or availability (docs/lottery.md "Settings"). Odds are checked
 * against the family's odds keys; the new odds reach numeros opened from now on, never one already taking bets.
 */
export async function updateGameSettings(
  db: Db,
  merchantId: number,
  gameCode: string,
  body: SettingsBody,
  { operatorId, origin }: { operatorId: number; origin: RequestOrigin },
) {
  return db.transaction().execute(async (trx) => {
    const game = await trx
      .selectFrom('lottery_games')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode)
      .forUpdate()
      .executeTakeFirst();
    if (!game) throw new AppError('lottery.game.not.found', {}, 'gameCode');
    const known = gameDefaultOdds(game.family);
    for (const key of Object.keys(body.odds ?? {})) {
      if (!(key in known)) throw new AppError('lottery.odds.invalid', { key: key.slice(0, 40) }, 'odds');
    }
    const limits = {
      min_stake: money(body.minStake, 'minStake') ?? game.min_stake,
      max_stake: money(body.maxStake, 'maxStake') ?? game.max_stake,
      max_stake_per_key: money(body.maxStakePerKey, 'maxStakePerKey') ?? game.max_stake_per_key,
      max_stake_per_numero: money(body.maxStakePerNumero, 'maxStakePerNumero') ?? game.max_stake_per_numero,
      payout_cap: money(body.payoutCap, 'payoutCap') ?? game.payout_cap,
    };
    if (limits.min_stake > limits.max_stake) {
      throw new AppError(
        'lottery.stake.range',
        { min: formatMinor(limits.min_stake), max: formatMinor(limits.max_stake) },
        'minStake',
      );
    }
    const updated = await trx
      .updateTable('lottery_games')
      .set({
        ...limits,
        enabled: body.enabled ?? game.enabled,
        cutoff_seconds: body.cutoffSeconds ?? game.cutoff_seconds,
        odds: { ...game.odds, ...body.odds },
      })
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'LOTTERY_GAME_UPDATED',
      origin,
      detail: { gameCode, changes: body },
    });
    return {
      gameCode,
      family: updated.family,
      enabled: updated.enabled,
      cutoffSeconds: updated.cutoff_seconds,
      odds: { ...known, ...updated.odds },
      limits: {
        minStake: formatMinor(updated.min_stake),
        maxStake: formatMinor(updated.max_stake),
        maxStakePerKey: formatMinor(updated.max_stake_per_key),
        maxStakePerNumero: formatMinor(updated.max_stake_per_numero),
        payoutCap: formatMinor(updated.payout_cap),
      },
    };
  });
}
