import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMerchants } from '../helpers/merchants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BANGLADESH_IP = '103.4.145.1';
const US_IP = '8.8.8.8';

async function setMerchant(values: Record<string, unknown>) {
  await updateMerchants(t, values, 'DEMO');
}

async function status(remoteAddress = '127.0.0.1', language = 'en') {
  const response = await t.app.inject({ url: '/wps/system/status', remoteAddress, headers: { language } });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

describe('system status', () => {
  it('answers 0 for a normal merchant, with the caller IP', async () => {
    const response = await t.app.inject({ url: '/wps/system/status' });
    expect(response.json()).toMatchObject({
      success: true,
      value: { status: 0, ip: '127.0.0.1', maintenance: null },
    });
  });

  it('answers 1 with the localized maintenance text when switched on, and 0 again when off', async () => {
    await setMerchant({ system_status: 1, maintenance_end: new Date('2030-01-01T00:00:00Z') });
    const en = await status('127.0.0.1', 'en');
    const bn = await status('127.0.0.1', 'bn');
    expect(en.status).toBe(1);
    expect(en.maintenance.endTime).toBe(Date.parse('2030-01-01T00:00:00Z'));
    expect(en.maintenance.title).not.toBe(bn.maintenance.title);
    expect(bn.maintenance.message).toMatch(/[\u0980-\u09FF]/);
    await setMerchant({ system_status: 0, maintenance_end: null });
    expect((await status()).status).toBe(0);
  });

  it('counts a scheduled window as maintenance only while it lasts', async () => {
    const hour = 3_600_000;
    await setMerchant({
      maintenance_start: new Date(Date.now() - hour),
      maintenance_end: new Date(Date.now() + hour),
    });
    expect((await status()).status).toBe(1);
    await setMerchant({
      maintenance_start: new Date(Date.now() - 2 * hour),
      maintenance_end: new Date(Date.now() - hour),
    });
    expect((await status()).status).toBe(0);
    await setMerchant({ maintenance_start: null, maintenance_end: null });
  });

  it('blocks a region by the caller IP (allow list and block list) and never blocks local addresses', async () => {
    await setMerchant({ region_mode: 'ALLOW', region_countries: ['BD'] });
    expect((await status(BANGLADESH_IP)).status).toBe(0);
    const blocked = await status(US_IP);
    expect(blocked).toMatchObject({ status: 2, ip: US_IP, country: 'US' });
    expect(blocked.regionMessage).toBeTruthy();
    expect((await status('127.0.0.1')).status).toBe(0);
    await setMerchant({ region_mode: 'BLOCK', region_countries: ['BD'] });
    expect((await status(BANGLADESH_IP)).status).toBe(2);
    expect((await status(US_IP)).status).toBe(0);
  });

  it('lets maintenance win over the region block', async () => {
    await setMerchant({ region_mode: 'BLOCK', region_countries: ['US'], system_status: 1 });
    expect((await status(US_IP)).status).toBe(1);
    await setMerchant({ region_mode: 'NONE', region_countries: [], system_status: 0 });
  });
});

describe('configuration calls', () => {
  it('gives the white-label flag tree with the spec switches', async () => {
    const tree = (await t.app.inject({ url: '/wps/system/whitelabel' })).json().value as Array<{
      modId: string;
      enabled: string;
      childrenNodes: unknown[];
    }>;
    const flat = JSON.stringify(tree);
    for (const modId of ['DIRECTREG3', 'USERNAMEREG3', 'MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PTSYS3']) {
      expect(flat).toContain(`"modId":"${modId}"`);
    }
    expect(tree.every((node) => ['0', '1'].includes(node.enabled) && Array.isArray(node.childrenNodes))).toBe(
      true,
    );
  });

  it('gives the per-field registration config', async () => {
    const rules = (await t.app.inject({ url: '/wps/system/setting/register' })).json().value;
    const username = rules.find((rule: { fieldName: string }) => rule.fieldName === 'username');
    expect(username).toMatchObject({ enabled: true, required: true });
    expect(username).toHaveProperty('minLength');
    expect(username).toHaveProperty('acceptedPattern');
  });

  it('gives the domain route of the host', async () => {
    const value = (
      await t.app.inject({ url: '/wps/system/domainRoute', headers: { host: 'localhost:3000' } })
    ).json().value;
    expect(value).toMatchObject({ currentDomain: 'localhost' });
    expect(value.domains).toContain('localhost');
  });

  it('gives the help center in the asked language, for the web device', async () => {
    const bn = (await t.app.inject({ url: '/wps/system/helpCenter?lang=bn&device=WEB' })).json().value;
    const en = (await t.app.inject({ url: '/wps/system/helpCenter?lang=en&device=WEB' })).json().value;
    expect(bn.length).toBeGreaterThan(0);
    expect(bn.length).toBe(en.length);
    expect(bn[0].title).not.toBe(en[0].title);
    const bad = await t.app.inject({ url: '/wps/system/helpCenter?device=TV' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid.field' });
  });

  it('gives the start-up permission bundle', async () => {
    const response = await t.app.inject({ url: '/wps/system/permission', remoteAddress: BANGLADESH_IP });
    const value = response.json().value;
    expect(value.merchant).toMatchObject({
      code: 'DEMO',
      currency: 'BDT',
      currencySymbol: '৳',
      defaultLanguage: 'bn',
    });
    expect(value.merchant.languages).toEqual(['bn', 'en']);
    expect(value.location).toEqual({ ip: BANGLADESH_IP, country: 'BD' });
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, maintenanceEnd: null });
    for (const key of ['resources', 'whitelabelVal', 'register', 'imageCDNs', 'launchGameCDNs']) {
      expect(Array.isArray(value[key])).toBe(true);
    }
    expect(value.info.domainRoute.mainDomain).toBe(value.mainDomain);
    expect(value.analytics).toHaveProperty('gtagId');
  });

  it('lists countries with dialing codes, Bangladesh first', async () => {
    const countries = (
      await t.app.inject({ url: '/wps/system/countries', headers: { language: 'bn' } })
    ).json().value;
    expect(countries[0]).toMatchObject({ countryCode: 'BD', countryDialingCode: '880' });
    expect(countries[0].name).toMatch(/[\u0980-\u09FF]/);
    expect(countries.length).toBeGreaterThan(150);
  });

  it('gives the vendor menus, only categories that have vendors', async () => {
    const menus = (await t.app.inject({ url: '/lgw/games/game_menus' })).json().value;
    expect(menus.every((menu: { cards: unknown[] }) => menu.cards.length > 0)).toBe(true);
    await t.db.updateTable('vendors').set({ enabled: false }).where('game_type', '=', 'FISH').execute();
    const without = (await t.app.inject({ url: '/lgw/games/game_menus' })).json().value;
    expect(without.map((menu: { gameType: string }) => menu.gameType)).not.toContain('FISH');
    await t.db.updateTable('vendors').set({ enabled: true }).where('game_type', '=', 'FISH').execute();
  });

  it('accepts a language update from a visitor without saving, and refuses an unknown language', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      payload: { language: 'en' },
    });
    expect(ok.json()).toEqual({ success: true, value: { language: 'en', saved: false } });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'request.invalid.field', field: 'language' });
  });
});
