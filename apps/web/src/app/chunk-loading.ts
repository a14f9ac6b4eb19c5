import { lazy, type ComponentType } from 'react';

/** Spec §7/§9: route chunks load with a 120000 ms time-out. */
export const chunkTimeoutMs = 120_000;

export type ChunkErrorKind = 'timeout' | 'script' | 'css';

/** A route chunk (script or stylesheet) that failed or timed out. */
export class ChunkLoadError extends Error {
  readonly kind: ChunkErrorKind;

  constructor(kind: ChunkErrorKind, cause?: unknown) {
    super(`Chunk load error (${kind})`, { cause });
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

let lastCssFailure = 0;

/** Vite reports failed preloads (scripts and stylesheets) with a `vite:preloadError` event. */
export function watchPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (isCssFailure(payload)) lastCssFailure = Date.now();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

function isCssFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Unable to preload CSS|\.css\b/i.test(message);
}

/** Sorts any error of a dynamic import into the three kinds the error screen knows. */
export function classifyChunkError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  if (isCssFailure(error) || Date.now() - lastCssFailure < 1000) return new ChunkLoadError('css', error);
  return new ChunkLoadError('script', error);
}

/** Runs a dynamic import with the chunk time-out; any failure becomes a ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(classifyChunkError(error));
      },
    );
  });
}

/** A component whose code loads the first time it renders (React.lazy), with the chunk time-out and errors. */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => loadChunk(load).then((module) => ({ default: pick(module) })));
}
