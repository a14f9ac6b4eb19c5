import { z } from 'zod';

/**
 * `round-status` (docs/vendor-protocol.md "Round status"): the platform asks a seamless-wallet vendor what became
 * of rounds that are still open on the platform long after their bets, and settles or refunds them from the
 * answer. Signed like every platform → vendor call; read-only on the vendor's side.
 */

/** Where the call goes, under the vendor's API base (`game_vendor_accounts.api_url`). */
export const vendorRoundStatusPath = 'seamless-api/v1/round-status';

/** Most rounds one call asks about. */
export const maxRoundStatusBatch = 100;

/** Ids as the seamless calls take them: printable ASCII without spaces. */
const idText = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
const playerId = z.string().min(1).max(64);
/** Minor units, as every amount of the protocol. */
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const roundStatusRequestSchema = z.object({
  rounds: z
    .array(z.object({ roundId: idText, playerId }))
    .min(1)
    .max(maxRoundStatusBatch),
});
export type RoundStatusRequest = z.infer<typeof roundStatusRequestSchema>;

/**
 * What the vendor holds about one round:
 * - SETTLED: it finished with `amount` paid to the player (0 for a lost round); `transactionId` is the id of the
 *   settle the vendor sent (or would have sent) for it, so the platform settles under that id and a late delivery
 *   of the real settle is answered as a duplicate;
 * - OPEN: still in play (ask again later);
 * - CANCELLED: voided by the vendor, never to be settled (the stake goes back);
 * - NOT_FOUND: the vendor has no such round of this player (no outcome was ever drawn: the stake goes back).
 */
export const roundStatusSchema = z.discriminatedUnion('status', [
  z.object({
    roundId: idText,
    status: z.literal('SETTLED'),
    amount: minorUnits,
    transactionId: idText,
  }),
  z.object({ roundId: idText, status: z.literal('OPEN') }),
  z.object({ roundId: idText, status: z.literal('CANCELLED') }),
  z.object({ roundId: idText, status: z.literal('NOT_FOUND') }),
]);
export type RoundStatus = z.infer<typeof roundStatusSchema>;

export const roundStatusAnswerSchema = z.object({
  rounds: z.array(roundStatusSchema).max(maxRoundStatusBatch),
});
export type RoundStatusAnswer = z.infer<typeof roundStatusAnswerSchema>;
