import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = unknown | ((call: RecordedCall) => unknown);

/** An error envelope answer with its HTTP status. */
export class ErrorAnswer {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly message: string,
  ) {}
}

/**
 * Replaces the global fetch: each route (`'GET /wps/system/status'`) answers with a success envelope of
 * the given value (or of the handler's result), or an error envelope for an ErrorAnswer.
 * Unknown routes answer 404 request.not.found. Every call is recorded.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init?.headers as Record<string, string> | undefined) ?? {}).map(([key, value]) => [
        key.toLowerCase(),
        value,
      ]),
    );
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) {
      return jsonResponse(404, { success: false, errorCode: 'request.not.found', message: 'Not found' });
    }
    const handler = routes[key];
    const value =
      typeof handler === 'function' ? (handler as (call: RecordedCall) => unknown)(call) : handler;
    if (value instanceof ErrorAnswer) {
      const { status, ...envelope } = value;
      return jsonResponse(status, { success: false, ...envelope });
    }
    return jsonResponse(200, { success: true, value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
