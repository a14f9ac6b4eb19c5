/**
 * The answers index.html's bootstrap script (build/route-preloads.ts) asked for before the app ran: the start-up
 * calls and the first page's data, each asked once. A call takes its early answer once, and only when it would
 * have sent the very same request (a GET in the same language and session).
 */
interface EarlyResponses {
  language: string;
  token: string | null;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    mspEarlyResponses?: EarlyResponses;
  }
}

export function takeEarlyResponse(url: string, language: string, token: string | null) {
  const early = typeof window === 'undefined' ? undefined : window.mspEarlyResponses;
  if (!early || early.language !== language || early.token !== token) return undefined;
  const response = early.responses[url];
  delete early.responses[url];
  return response;
}
