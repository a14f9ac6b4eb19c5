import type { ErrorEnvelope } from '@msp/contracts/envelope.ts';
import type { z } from 'zod';
import { currentLanguage, i18n } from '../../i18n/i18n.ts';
import { deviceId } from './device-id.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { clearSession, getToken, getVerificationMethod } from './session-store.ts';
import { closeAllPopups, openPopup } from './popup-store.ts';
import { showToast } from './toast-store.ts';

/** An error answer of the API (or of the network), with the server's localized message when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly field: string | undefined;
  /** Login failures: the next attempt must carry a captcha answer. */
  readonly captchaRequired: boolean;

  constructor(status: number, errorCode: string, message: string, field?: string, captchaRequired = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.field = field;
    this.captchaRequired = captchaRequired;
  }
}

/** The code the client uses when the request never got an envelope back. */
export const networkErrorCode = 'client.network';
export const invalidResponseCode = 'client.invalid.response';
export const notSessionCode = 'login.not.session';
/** A session that must change its password, or verify a new IP, before anything else (403). */
export const passwordChangeRequiredCode = 'password.change.required';
export const newIpVerificationCode = 'login.new.ip.verification';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Loads the contract schema of `value`. In development the answer is checked against it after it is returned
   * (a mismatch is reported in the console); production builds never load zod for it.
   */
  contract?: () => Promise<z.ZodType<T>>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isEnvelope(body: unknown): body is { success: boolean } {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}

let apiFetch: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** Where the calls go: the browser's fetch, or the server itself when it renders a page (entry-server.tsx). */
export function setApiFetch(implementation: (url: string, init: RequestInit) => Promise<Response>): void {
  apiFetch = implementation;
}

/**
 * The one fetch client of the site: sends `Language`, `Authorization` and `Device-Id`, unwraps the envelope,
 * throws a typed ApiError. A 401 `login.not.session` logs the visitor out and opens the login pop-up.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const language = currentLanguage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: language,
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  const device = deviceId();
  if (device) headers['Device-Id'] = device;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  const early =
    init.method === 'GET' && !options.headers ? takeEarlyResponse(url, language, token) : undefined;
  let response: Response;
  try {
    response = await (early ? early.catch(() => apiFetch(url, init)) : apiFetch(url, init));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, networkErrorCode, i18n.t('errors:network'));
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, invalidResponseCode, i18n.t('errors:unknown'));
  }
  if (!isEnvelope(body)) throw new ApiError(response.status, invalidResponseCode, i18n.t('errors:unknown'));

  if (body.success === false) {
    const error = body as ErrorEnvelope;
    if (response.status === 401 && error.errorCode === notSessionCode) {
      const hadSession = getToken() !== null;
      clearSession();
      if (hadSession) {
        closeAllPopups();
        openPopup('loginPopupModal', {});
        showToast(i18n.t('errors:notLoggedIn'), 'error');
      }
    }
    /* The server insists on a step first: open it, everything else waits (spec §4). */
    if (response.status === 403 && getToken() !== null) {
      if (error.errorCode === passwordChangeRequiredCode) openPopup('changePassModal', { forced: true });
      if (error.errorCode === newIpVerificationCode)
        openPopup('newIpVerifyModal', { method: getVerificationMethod() });
    }
    throw new ApiError(
      response.status,
      error.errorCode,
      error.message || i18n.t('errors:unknown'),
      error.field,
      error.captchaRequired === true,
    );
  }

  const value = (body as unknown as { value: unknown }).value;
  if (import.meta.env.DEV && options.contract) checkContract(path, value, options.contract);
  return value as T;
}

function checkContract(path: string, value: unknown, contract: () => Promise<z.ZodType>): void {
  contract().then(
    (schema) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success)
        console.warn(`[api] ${path}: answer does not match the contract`, parsed.error.issues);
    },
    () => undefined,
  );
}

/** Message to show for any error a query or mutation threw. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('errors:unknown');
}
