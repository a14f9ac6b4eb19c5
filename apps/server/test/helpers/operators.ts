import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';
import { DEMO_OPERATOR_TOTP_SECRET, demoOperators } from '../../src/modules/demo/demo-content.ts';
import { TOTP_STEP_SECONDS } from '../../src/modules/operators/totp.ts';
import type { TestApp } from './test-app.ts';

/** Posts a JSON body to the operator API and gives back the envelope (in-process inject or real HTTP). */
export type OperatorApiPost = (
  path: string,
  body: Record<string, unknown>,
) => Promise<{
  success: boolean;
  value?: { step?: string; token?: string; secret?: string; enrolmentToken?: string };
  errorCode?: string;
}>;

interface OperatorKey {
  /** Tells servers apart: one database's operators are not another's. */
  server: object | string;
  merchant: string;
  username: string;
}

/** What a test's authenticator app holds: each operator's secret, and the last step it gave a code for. */
const authenticators = new Map<string, { secret: string; lastStep: number }>();
const serverIds = new WeakMap<object, number>();
let serversSeen = 0;
const keyOf = ({ server, merchant, username }: OperatorKey) => {
  if (typeof server === 'object' && !serverIds.has(server)) serverIds.set(server, (serversSeen += 1));
  return `${typeof server === 'string' ? server : serverIds.get(server)}|${merchant}|${username}`;
};

/**
 * A code for a step not used before: the server accepts each step once, from the one before to the one after
 * now, so three sign-ins a half-minute go at once and a fourth waits for the next step. The step before now is
 * used only with 5 s of this one left: a loaded machine may reach the server after the boundary, where it
 * would be two steps old.
 */
async function nextCode(key: string) {
  const app = authenticators.get(key)!;
  for (;;) {
    const seconds = Date.now() / 1000;
    const now = Math.floor(seconds / TOTP_STEP_SECONDS);
    const left = (now + 1) * TOTP_STEP_SECONDS - seconds;
    const step = Math.max(left > 5 ? now - 1 : now, app.lastStep + 1);
    if (step <= now + 1) {
      app.lastStep = step;
      return generate({ secret: app.secret, epoch: step * TOTP_STEP_SECONDS });
    }
    await sleep((now + 1) * TOTP_STEP_SECONDS * 1000 - Date.now() + 50);
  }
}

/**
 * Signs an operator in as a person with an authenticator app would: password and code, or at the first login,
 * enrolment with the secret the server hands out (remembered for later logins). Returns the session token.
 * Demo operators hold the published demo secret.
 */
export async function signInOperatorWith(
  post: OperatorApiPost,
  key: OperatorKey,
  password: string,
): Promise<string> {
  const id = keyOf(key);
  if (!authenticators.has(id) && demoOperators.some((demo) => demo.username === key.username)) {
    authenticators.set(id, { secret: DEMO_OPERATOR_TOTP_SECRET, lastStep: 0 });
  }
  const credentials = { username: key.username, password };
  const first = await post('/ops/session/login', {
    ...credentials,
    ...(authenticators.has(id) ? { code: await nextCode(id) } : {}),
  });
  if (first.value?.step === 'SIGNED_IN' && first.value.token) return first.value.token;
  if (first.value?.step === 'ENROL_TOTP' && first.value.secret) {
    authenticators.set(id, { secret: first.value.secret, lastStep: 0 });
    const enrolled = await post('/ops/session/totp/enrol', {
      enrolmentToken: first.value.enrolmentToken,
      code: await nextCode(id),
    });
    if (enrolled.value?.token) return enrolled.value.token;
    throw new Error(`operator enrolment failed: ${JSON.stringify(enrolled)}`);
  }
  throw new Error(`operator login failed: ${JSON.stringify(first)}`);
}

const injectPost =
  (testApp: TestApp, merchant: string): OperatorApiPost =>
  async (path, body) =>
    (await testApp.app.inject({ method: 'POST', url: path, headers: { merchant }, payload: body })).json();

/** Signs any operator of a test server in (see `signInOperatorWith`); returns the token. */
export const signInOperator = (
  testApp: TestApp,
  { merchant = 'DEMO', username, password }: { merchant?: string; username: string; password: string },
) => signInOperatorWith(injectPost(testApp, merchant), { server: testApp.app, merchant, username }, password);

/** Logs a demo operator (demoadmin: ADMIN, democashier: CASHIER) into the operator API; returns the token. */
export const operatorLogin = (testApp: TestApp, username: 'demoadmin' | 'democashier', merchant = 'DEMO') =>
  signInOperator(testApp, { merchant, username, password: 'Demo@1234' });

/** The same over HTTP, for servers in processes of their own (`baseUrl` names the server). */
export const signInOperatorOverHttp = (
  baseUrl: string,
  { merchant, username, password }: { merchant?: string; username: string; password: string },
) =>
  signInOperatorWith(
    async (path, body) =>
      (
        await fetch(new URL(path, baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(merchant ? { merchant } : {}) },
          body: JSON.stringify(body),
        })
      ).json() as ReturnType<OperatorApiPost>,
    { server: baseUrl, merchant: merchant ?? '', username },
    password,
  );
