import type { TestApp } from './test-app.ts';

/** Logs a demo operator (demoadmin: ADMIN, democashier: CASHIER) into the operator API; returns the token. */
export async function operatorLogin(
  testApp: TestApp,
  username: 'demoadmin' | 'democashier',
  merchant = 'DEMO',
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/ops/session/login',
    headers: { merchant },
    payload: { username, password: 'Demo@1234' },
  });
  const body = response.json();
  if (!body.success) throw new Error(`operator login failed: ${response.body}`);
  return body.value.token as string;
}
