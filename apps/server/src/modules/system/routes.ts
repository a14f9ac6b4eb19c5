import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@msp/contracts/api-paths.ts';
import {
  countrySchema,
  domainRouteSchema,
  helpCenterQuerySchema,
  helpSectionSchema,
  languageSchema,
  languageUpdateSchema,
  permissionSchema,
  registerFieldRuleSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from '@msp/contracts/system.ts';
import type { Db } from '../../db/database.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { listHelpSections } from '../content/service.ts';
import { describeKey, merchantKey } from '../encryption/service.ts';
import { listCountries } from '../geo/service.ts';
import { setMemberLanguage } from '../identity/member-service.ts';
import { listMerchantDomains } from '../merchant/repository.ts';
import {
  describeMerchant,
  domainOfHost,
  merchantResources,
  registerFieldRules,
  whitelabelTree,
  type Merchant,
} from '../merchant/service.ts';
import { systemStatusOf } from './status.ts';

async function domainRoute(db: Db, merchant: Merchant, host: string | undefined) {
  const domains = (await listMerchantDomains(db, merchant.id)).map((row) => row.domain);
  return {
    mainDomain: merchant.main_domain,
    currentDomain: domainOfHost(host) ?? merchant.main_domain,
    domains,
  };
}

/** The tokenless system calls of spec §7: status, configuration, help center, countries, language. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.systemStatus,
    { schema: { response: { 200: envelopeOf(systemStatusSchema) } } },
    async (request) => {
      const resources = await merchantResources(app.db, request.merchant.id);
      const customerServiceUrl =
        resources.find((item) => item.resourceType === 'CUSTOMER_SERVICE')?.url ?? null;
      return ok(
        systemStatusOf(request.merchant, {
          ip: request.ip,
          now: new Date(),
          language: request.language,
          customerServiceUrl,
        }),
      );
    },
  );

  app.get(
    apiPaths.systemWhitelabel,
    { schema: { response: { 200: envelopeOf(z.array(whitelabelNodeSchema)) } } },
    async (request) => ok(await whitelabelTree(app.db, request.merchant.id)),
  );

  app.get(
    apiPaths.systemRegisterSetting,
    { schema: { response: { 200: envelopeOf(z.array(registerFieldRuleSchema)) } } },
    async (request) => ok(await registerFieldRules(app.db, request.merchant.id)),
  );

  app.get(
    apiPaths.systemDomainRoute,
    { schema: { response: { 200: envelopeOf(domainRouteSchema) } } },
    async (request) => ok(await domainRoute(app.db, request.merchant, request.headers.host)),
  );

  app.get(
    apiPaths.systemHelpCenter,
    {
      schema: {
        querystring: helpCenterQuerySchema,
        response: { 200: envelopeOf(z.array(helpSectionSchema)) },
      },
    },
    async (request) =>
      ok(
        await listHelpSections(
          app.db,
          request.merchant.id,
          request.query.device,
          request.query.lang ?? request.language,
        ),
      ),
  );

  app.get(
    apiPaths.systemCountries,
    { schema: { response: { 200: envelopeOf(z.array(countrySchema)) } } },
    async (request) => ok(await listCountries(app.db, request.language)),
  );

  app.get(
    apiPaths.systemPermission,
    { schema: { response: { 200: envelopeOf(permissionSchema) } } },
    async (request) => {
      const { merchant } = request;
      const [resources, whitelabelVal, register, route, key] = await Promise.all([
        merchantResources(app.db, merchant.id),
        whitelabelTree(app.db, merchant.id),
        registerFieldRules(app.db, merchant.id),
        domainRoute(app.db, merchant, request.headers.host),
        merchantKey(app.db, merchant.id),
      ]);
      const customerServiceUrl =
        resources.find((item) => item.resourceType === 'CUSTOMER_SERVICE')?.url ?? null;
      const status = systemStatusOf(merchant, {
        ip: request.ip,
        now: new Date(),
        language: request.language,
        customerServiceUrl,
      });
      return ok({
        merchant: describeMerchant(merchant, resources),
        info: { domainRoute: route },
        resources,
        whitelabelVal,
        register,
        mainDomain: merchant.main_domain,
        analytics: { gtagId: merchant.gtag_id },
        imageCDNs: merchant.image_cdns,
        launchGameCDNs: merchant.launch_game_cdns,
        location: { ip: status.ip, country: status.country },
        maintenance: status.status === 1,
        regionRestriction: status.status === 2,
        maintenanceEnd: status.maintenance?.endTime ?? null,
        encryption: describeKey(key, merchant.unsecure_login),
      });
    },
  );

  // The language switch: kept on the member when logged in; a visitor's choice lives in the browser.
  app.put(
    apiPaths.systemLanguage,
    {
      schema: {
        body: languageUpdateSchema,
        response: { 200: envelopeOf(z.object({ language: languageSchema, saved: z.boolean() })) },
      },
    },
    async (request) => {
      const session = await request.getSession();
      if (session) await setMemberLanguage(app.db, session, request.body.language);
      return ok({ language: request.body.language, saved: Boolean(session) });
    },
  );
};
