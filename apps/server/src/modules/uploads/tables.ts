import type { Generated } from 'kysely';

/** Images members send with a deposit or a withdrawal receipt, kept in the database (png/jpeg, ≤ 5 MB). */
export interface UploadsTable {
  id: string;
  merchant_id: number;
  member_id: number;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
  created_at: Generated<Date>;
}
