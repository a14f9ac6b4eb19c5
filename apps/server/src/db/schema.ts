import type { AnnouncementsTable, BannersTable, HelpSectionsTable } from '../modules/content/tables.ts';
import type { GamesTable, VendorsTable } from '../modules/games/tables.ts';
import type { CountriesTable } from '../modules/geo/tables.ts';
import type { MembersTable, SessionsTable } from '../modules/identity/tables.ts';
import type {
  MerchantDomainsTable,
  MerchantResourcesTable,
  MerchantsTable,
  RegisterFieldRulesTable,
  WhitelabelFlagsTable,
} from '../modules/merchant/tables.ts';

/** Every table, as Kysely sees it. Each module owns the tables declared in its own tables.ts. */
export interface Database {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  whitelabel_flags: WhitelabelFlagsTable;
  merchant_resources: MerchantResourcesTable;
  register_field_rules: RegisterFieldRulesTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  help_sections: HelpSectionsTable;
  vendors: VendorsTable;
  games: GamesTable;
  countries: CountriesTable;
  members: MembersTable;
  sessions: SessionsTable;
}
