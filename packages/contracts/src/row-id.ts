import { z } from 'zod';

/** The largest id of a table keyed by a PostgreSQL integer: a bigger one names nothing, so it is refused as input. */
export const MAX_ROW_ID = 2_147_483_647;
/** A row id in a body. */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);
/** A row id in a path or a query string (text there, read as a number). */
export const rowIdParamSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
