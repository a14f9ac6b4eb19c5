import type { Db } from '../../db/database.ts';

export async function isKnownIp(db: Db, memberId: number, ip: string) {
  const known = await db
    .selectFrom('member_known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .execute();
  // A member with no known IP yet (first login after registration) has nothing to compare with.
  return known.length === 0 || known.some((row) => row.ip === ip);
}

export async function rememberIp(db: Db, memberId: number, ip: string) {
  await db
    .insertInto('member_known_ips')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: new Date() }))
    .execute();
}
