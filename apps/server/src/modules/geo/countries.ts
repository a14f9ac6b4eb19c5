import { countries, type TCountryCode } from 'countries-list';
import type { Db } from '../../db/database.ts';
import type { CountriesTable } from './tables.ts';
import type { Insertable } from 'kysely';

/** Where the calling code of a country is not its first listed one (Kosovo's own code is +383). */
const dialingOverrides: Partial<Record<TCountryCode, string>> = { XK: '383' };

/** The home market first, then its neighbour; every other country after them in English name order. */
const leading: Partial<Record<TCountryCode, number>> = { BD: 0, IN: 1 };
const FIRST_OTHER_SORT = 10;

/**
 * Every country with its calling code (digits, no '+') and its name in Bangla and English, from the
 * `countries-list` package and the runtime's ICU region names.
 */
export function countryRows(): Insertable<CountriesTable>[] {
  const bn = new Intl.DisplayNames(['bn'], { type: 'region', fallback: 'none' });
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const entries = (Object.entries(countries) as [TCountryCode, (typeof countries)[TCountryCode]][])
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => {
      const nameEn = en.of(code) ?? country.name;
      return {
        country_code: code,
        country_dialing_code: dialingOverrides[code] ?? String(country.phone[0]),
        name: { bn: bn.of(code) ?? nameEn, en: nameEn },
      };
    })
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
  let next = FIRST_OTHER_SORT;
  return entries.map((entry) => ({
    ...entry,
    sort_order: leading[entry.country_code as TCountryCode] ?? next++,
  }));
}

/** Fills the global countries table once: nothing happens when it already has rows. Safe to run concurrently. */
export async function seedCountries(db: Db): Promise<number> {
  const existing = await db
    .selectFrom('countries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return 0;
  const result = await db
    .insertInto('countries')
    .values(countryRows())
    .onConflict((oc) => oc.column('country_code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
