/**
 * `npm run audit:verify`: recomputes every merchant's audit hash chain (modules/audit) and prints, per merchant,
 * the rows sealed and not yet sealed and the first broken link. Exits 1 when a chain is broken. Reads
 * DATABASE_URL, else the embedded database in DATA_DIR (./data), as the server does.
 */
import { openDatabase } from '../apps/server/src/db/database.ts';
import { verifyAuditChain } from '../apps/server/src/modules/audit/chain.ts';

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
  poolSize: 2,
});
let broken = 0;
try {
  const merchants = await database.db.selectFrom('merchants').select(['id', 'code']).orderBy('id').execute();
  for (const merchant of merchants) {
    const report = await verifyAuditChain(database.db, merchant.id);
    const state = report.firstBreak
      ? `BROKEN at audit row ${report.firstBreak.auditId} (link ${report.firstBreak.chainSeq}): ${report.firstBreak.reason}`
      : 'whole';
    console.log(
      `${merchant.code}: ${report.sealed} rows sealed, ${report.unsealed} waiting to be sealed; chain ${state}`,
    );
    if (report.firstBreak) broken += 1;
  }
} finally {
  await database.close();
}
if (broken > 0) process.exitCode = 1;
