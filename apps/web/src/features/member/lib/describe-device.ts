/** A short name for a login's user agent: browser and system ("Chrome · Windows"), or null when unknown. */
export function describeDevice(userAgent: string | null | undefined): {
  browser: string | null;
  system: string | null;
  mobile: boolean;
} {
  const agent = userAgent ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\/|Opera/.test(agent)
      ? 'Opera'
      : /SamsungBrowser/.test(agent)
        ? 'Samsung Internet'
        : /Firefox\//.test(agent)
          ? 'Firefox'
          : /Chrom(e|ium)\//.test(agent)
            ? 'Chrome'
            : /Safari\//.test(agent)
              ? 'Safari'
              : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  return { browser, system, mobile: /Mobile|Android|iPhone/.test(agent) };
}
