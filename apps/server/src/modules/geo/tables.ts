import type { Generated } from 'kysely';
import type { LocalizedText } from '../../shared/localized.ts';

/** Reference data shared by every merchant. */
export interface CountriesTable {
  country_code: string;
  country_dialing_code: string;
  name: LocalizedText;
  sort_order: Generated<number>;
}
