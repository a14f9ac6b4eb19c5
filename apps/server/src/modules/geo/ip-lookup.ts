import geoip from 'geoip-country';

/**
 * ISO country of an IP address from the database the geoip-country package ships (no network), or null
 * for private, loopback and unknown addresses.
 */
export function countryOfIp(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country ?? null;
}
