import type { Language } from '@msp/contracts/errors.ts';
import type { Country } from '@msp/contracts/system.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';

export async function listCountries(db: Db, language: Language): Promise<Country[]> {
  const rows = await db
    .selectFrom('countries')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('country_code')
    .execute();
  return rows.map((row) => ({
    countryCode: row.country_code,
    countryDialingCode: row.country_dialing_code,
    name: pickLanguage(row.name, language),
  }));
}
