import { z } from 'zod';

/** Response schema of a successful call: `{success: true, value}`. */
export const envelopeOf = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const ok = <T>(value: T) => ({ success: true as const, value });
