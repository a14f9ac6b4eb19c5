/**
 * Game and team images live on the image CDN (spec §9: the host is picked at random from the returned
 * list). One host is picked per list and kept, so images do not hop between hosts on every render.
 */
let picked: { hosts: string; host: string } | null = null;

export function imageUrl(
  path: string,
  hosts: readonly string[] = [],
  random: () => number = Math.random,
): string {
  if (!path || /^(https?:)?\/\//.test(path) || path.startsWith('data:') || hosts.length === 0) return path;
  const key = hosts.join('|');
  if (picked?.hosts !== key) {
    picked = { hosts: key, host: hosts[Math.floor(random() * hosts.length)] ?? hosts[0] ?? '' };
  }
  return `${picked.host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
