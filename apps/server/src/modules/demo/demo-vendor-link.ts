import type { Db } from '../../db/database.ts';
import { upsertVendorAccount } from '../game-wallet/service.ts';
import { demoBrand, demoTransferWalletVendors, demoVendors } from './demo-content.ts';

/**
 * Points the demo merchant's games at the running demo vendor (apps/demo-vendor): its URL becomes the launch
 * host and the transfer-wallet API of every demo vendor code, and the shared secret signs both directions.
 * Run at every start, since the vendor's address and secret come from the environment.
 */
export async function linkDemoVendor(db: Db, vendor: { url: string; secret: string }): Promise<boolean> {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', demoBrand.code)
    .executeTakeFirst();
  if (!merchant) return false;
  await db
    .updateTable('merchants')
    .set({ launch_game_cdns: [vendor.url] })
    .where('id', '=', merchant.id)
    .execute();
  const codes = [...new Set(demoVendors.map((item) => item.code))];
  for (const vendorCode of codes)
    await upsertVendorAccount(db, {
      merchantId: merchant.id,
      vendorCode,
      walletMode: demoTransferWalletVendors.includes(vendorCode) ? 'TRANSFER' : 'SEAMLESS',
      apiUrl: vendor.url,
      secret: vendor.secret,
    });
  return true;
}
