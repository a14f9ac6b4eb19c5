const preloaded = new Set<string>();

/** Asks for an image at high priority before anything shows it (the largest paint of a page). */
export function preloadImage(url: string): void {
  if (!url || preloaded.has(url) || typeof document === 'undefined') return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
