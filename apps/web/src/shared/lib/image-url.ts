/**
 * Game icons are paths on the image CDN: the host is picked at random from the permission call's imageCDNs
 * (spec §9), once per list so that a page does not load the same icon from two hosts. Without CDNs, or for an
 * absolute URL, the path is used as it is.
 */
const picked = new Map<string, string>();

const isAbsolute = (path: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path);

export function pickCdnHost(cdns: readonly string[], random: () => number = Math.random): string | null {
  const hosts = cdns.map((host) => host.trim()).filter(Boolean);
  if (hosts.length === 0) return null;
  const key = hosts.join('\n');
  const known = picked.get(key);
  if (known) return known;
  const host = hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))] as string;
  picked.set(key, host);
  return host;
}

export function joinHost(host: string | null, path: string): string {
  if (!path || !host || isAbsolute(path)) return path;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function resolveImageUrl(path: string, cdns: readonly string[] | undefined): string {
  return joinHost(pickCdnHost(cdns ?? []), path);
}

/** Forget the picked hosts (tests). */
export function resetCdnPicks(): void {
  picked.clear();
}
