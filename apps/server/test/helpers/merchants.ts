import type { Updateable } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { merchantsChanged } from '../../src/modules/merchant/merchant-cache.ts';
import type { MerchantsTable } from '../../src/modules/merchant/tables.ts';
import type { TestApp } from './test-app.ts';

/** A second tenant for isolation tests: a bare merchant with the given code (and `<code>.example` as domain). */
export async function insertMerchant(db: Db, code: string, name = `Brand ${code}`): Promise<number> {
  const row = await db
    .insertInto('merchants')
    .values({
      code,
      name,
      main_domain: `${code.toLowerCase()}.example`,
      theme: {
        primary: '#000',
        primaryContrast: '#fff',
        accent: '#f00',
        background: '#111',
        surface: '#222',
        surfaceRaised: '#333',
        text: '#fff',
        textMuted: '#aaa',
      },
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes merchant rows behind the API's back (all of them, or the one with `code`), then drops the app's
 * cached merchants, as every change of a merchant must.
 */
export async function updateMerchants(
  testApp: Pick<TestApp, 'app' | 'db'>,
  values: Updateable<MerchantsTable>,
  code?: string,
) {
  let query = testApp.db.updateTable('merchants').set(values);
  if (code) query = query.where('code', '=', code);
  await query.execute();
  await merchantsChanged(testApp.app.bus);
}
