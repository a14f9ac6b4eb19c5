import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCountPagesAhead } from '@msp/contracts/records.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';

/** More movements than the count goes with pages of 2 (10 pages ahead: 20 rows). */
const MOVEMENTS = 25;

let t: TestApp;
let c: ReturnType<typeof cashier>;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  member = await c.newMember();
  for (let n = 1; n <= MOVEMENTS; n += 1) await c.fund(member, `${n}.00`);
});
afterAll(async () => t?.close());

const page = async (query: string) => {
  const response = await t.app.inject({
    url: `/wps/records/transactions?${query}`,
    headers: c.headers(member.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as {
    content: Array<{ amount: string }>;
    pageNum: number;
    totalPages: number;
    totalElements: number;
    totalCapped: boolean;
  };
};

describe('the transaction count of a heavy player', () => {
  it('stops 10 pages past the page shown, and says so', async () => {
    expect(recordCountPagesAhead).toBe(10);
    const first = await page('pageNo=1&pageSize=2');
    // 20 rows are the window; one more says there are more, and makes one more page reachable.
    expect(first).toMatchObject({ pageNum: 1, totalElements: 21, totalPages: 11, totalCapped: true });
    expect(first.content.map((row) => row.amount)).toEqual(['25.00', '24.00']);
  });

  it('moves the window along as the pages are read, until the real end shows', async () => {
    expect(await page('pageNo=4&pageSize=2')).toMatchObject({
      totalElements: 25,
      totalPages: 13,
      totalCapped: false,
    });
    const last = await page('pageNo=13&pageSize=2');
    expect(last.content.map((row) => row.amount)).toEqual(['1.00']);
    expect(last).toMatchObject({ totalElements: 25, totalCapped: false });
  });

  it('counts exactly when everything fits the window', async () => {
    expect(await page('pageNo=1&pageSize=10')).toMatchObject({
      totalElements: 25,
      totalPages: 3,
      totalCapped: false,
    });
  });

  it('caps a filtered count alike, and finds nothing where nothing matches', async () => {
    expect(await page('pageNo=1&pageSize=2&type=ADJUSTMENT')).toMatchObject({
      totalElements: 21,
      totalCapped: true,
    });
    expect(await page('pageNo=1&pageSize=2&type=TRANSFER_IN')).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      totalCapped: false,
    });
  });
});
