import type { FastifyPluginAsync } from 'fastify';
import { vendorCategories, type VendorCategory } from '@msp/contracts/enums.ts';
import {
  bannerSvg,
  certificationBadgeSvg,
  coverSvg,
  crestSvg,
  faviconSvg,
  gameIconSvg,
  licenceBadgeSvg,
  logoMobileSvg,
  logoSvg,
  paymentMarkSvg,
  servicePageSvg,
  socialIconSvg,
  vendorLogoSvg,
} from './assets.ts';
import {
  demoBanners,
  demoBrand,
  demoCertifications,
  demoLicences,
  demoPaymentMethods,
  demoServicePages,
  demoSocialIcons,
  findDemoGame,
  findDemoTeam,
  findDemoVendor,
  type DemoServicePage,
  type DemoSocialIcon,
} from './demo-content.ts';
import { demoPointsArt, pointsItemSvg, type DemoPointsArt } from './points-art.ts';

const slug = '[a-z0-9]+(?:-[a-z0-9]+)*';
const code = '[A-Z0-9]+(?:_[A-Z0-9]+)*';

/** The only shapes of path served: anything else (`..`, `%2F`, dots, other folders) is not found. */
const patterns = {
  brand: /^brand\/(logo|logo-mobile|favicon)\.svg$/,
  banner: new RegExp(`^banners/(${slug})-(bn|en)\\.svg$`),
  vendor: new RegExp(`^vendors/(${code})/(${code})\\.svg$`),
  game: new RegExp(`^games/(${code})/(${code})\\.svg$`),
  defaultGame: /^games\/default\.svg$/,
  payment: new RegExp(`^payments/(${slug})\\.svg$`),
  licence: new RegExp(`^licences/(${slug})\\.svg$`),
  certification: new RegExp(`^certifications/(${slug})\\.svg$`),
  social: new RegExp(`^social/(${slug})\\.svg$`),
  cover: new RegExp(`^covers/(${slug})\\.svg$`),
  page: new RegExp(`^pages/(${slug})\\.svg$`),
  crest: new RegExp(`^crests/(${slug})\\.svg$`),
  points: new RegExp(`^points/(${slug})\\.svg$`),
};

const isIn = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The SVG for a path under /demo-assets/, or undefined when the path names nothing of the demo. */
export function renderDemoAsset(path: string): string | undefined {
  let match: RegExpExecArray | null;
  if ((match = patterns.brand.exec(path))) {
    const kind = match[1];
    return kind === 'logo'
      ? logoSvg(demoBrand)
      : kind === 'logo-mobile'
        ? logoMobileSvg(demoBrand)
        : faviconSvg(demoBrand);
  }
  if ((match = patterns.banner.exec(path))) {
    const banner = demoBanners.find((candidate) => candidate.key === match?.[1]);
    const language = match[2] === 'bn' ? 'bn' : 'en';
    if (!banner) return undefined;
    return bannerSvg(banner.key, banner.title[language]);
  }
  if ((match = patterns.cover.exec(path))) {
    const art = demoBanners.find((candidate) => candidate.key === match?.[1]);
    return art ? coverSvg(art.key, art.title.en) : undefined;
  }
  if ((match = patterns.vendor.exec(path))) {
    const folder = match[1] ?? '';
    const vendor = findDemoVendor(match[2] ?? '', folder === 'SPORTS' ? ['SPORTS', 'ESPORTS'] : [folder]);
    // Any category folder is accepted for a known vendor: the web app decides the folder (ESPORTS → SPORTS, JL → RNG).
    if (!vendor || !isIn<VendorCategory>(vendorCategories, folder)) return undefined;
    return vendorLogoSvg({
      code: vendor.code,
      displayName: vendorBrandName(vendor.code, vendor.displayName),
      category: vendor.category,
    });
  }
  if (patterns.defaultGame.test(path)) {
    return gameIconSvg({ vendorCode: 'DEMO', gameCode: 'DEFAULT', name: 'Game', motif: 'star' });
  }
  if ((match = patterns.game.exec(path))) {
    const found = findDemoGame(match[1] ?? '', match[2] ?? '');
    if (!found) return undefined;
    return gameIconSvg({
      vendorCode: found.vendor.code,
      gameCode: found.game.code,
      name: found.game.en,
      motif: found.game.motif,
    });
  }
  if ((match = patterns.payment.exec(path))) {
    const method = demoPaymentMethods.find((candidate) => candidate.key === match?.[1]);
    return method ? paymentMarkSvg(method) : undefined;
  }
  if ((match = patterns.licence.exec(path))) {
    const licence = demoLicences.find((candidate) => candidate.key === match?.[1]);
    return licence ? licenceBadgeSvg(licence) : undefined;
  }
  if ((match = patterns.certification.exec(path))) {
    const badge = demoCertifications.find((candidate) => candidate.key === match?.[1]);
    return badge ? certificationBadgeSvg(badge) : undefined;
  }
  if ((match = patterns.social.exec(path))) {
    const icon = match[1] ?? '';
    return isIn<DemoSocialIcon>(demoSocialIcons, icon) ? socialIconSvg(icon) : undefined;
  }
  if ((match = patterns.page.exec(path))) {
    const page = match[1] ?? '';
    return isIn<DemoServicePage>(demoServicePages, page) ? servicePageSvg(page, demoBrand) : undefined;
  }
  if ((match = patterns.points.exec(path))) {
    const art = match[1] ?? '';
    return isIn<DemoPointsArt>(demoPointsArt, art) ? pointsItemSvg(art) : undefined;
  }
  if ((match = patterns.crest.exec(path))) {
    const team = findDemoTeam(match[1] ?? '');
    return team ? crestSvg({ ...team, name: team.name.en }) : undefined;
  }
  return undefined;
}

/** A vendor that appears in several categories (JL, JDB, FC) has one logo: its studio name. */
function vendorBrandName(code: string, displayName: string): string {
  const studio: Record<string, string> = { JL: 'JILI', JDB: 'JDB Gaming', FC: 'Fa Chai' };
  return studio[code] ?? displayName;
}

/** Generated images are deterministic: memoized per path (the set of paths is bounded by the whitelist). */
const cache = new Map<string, string>();

/** Serves the generated demo images at /demo-assets/… (no internet, no files on disk). */
export const demoAssetRoutes: FastifyPluginAsync = async (app) => {
  app.get('/demo-assets/*', async (request, reply) => {
    const path = (request.params as Record<string, string | undefined>)['*'] ?? '';
    let svg = cache.get(path);
    if (svg === undefined) {
      svg = renderDemoAsset(path);
      if (svg === undefined) {
        reply.callNotFound();
        return reply;
      }
      cache.set(path, svg);
    }
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(svg);
  });
};
