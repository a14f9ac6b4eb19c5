import type { Db } from '../../src/db/database.ts';

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
