import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakePlatform, type Script } from './support/fake-platform.ts';
import { signedPost, startVendor, tempDataDir } from './support/vendor.ts';

/** The round-status call the platform makes (docs/vendor-protocol.md "Round status"), answered from the book. */
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

async function setup(
  script: Partial<Script> = {},
  vendorOptions: { platformTimeoutMs?: number; dataDir?: string } = {},
) {
  const platform = await startFakePlatform(script);
  const vendor = await startVendor({ platformUrl: platform.url, ...vendorOptions });
  cleanup.push(
    () => vendor.close(),
    () => platform.app.close(),
  );
  return { platform, vendor };
}

async function spin(vendor: FastifyInstance, bet = 500) {
  const launched = await vendor.inject({
    method: 'POST',
    url: '/api/session',
    payload: { token: 'good-token', vendor: 'PG', merchant: 'DEMO', language: 'en' },
  });
  const session = launched.json().value.session as string;
  return vendor.inject({
    method: 'POST',
    url: '/api/slot/spin',
    headers: { 'x-vendor-session': session },
    payload: { bet },
  });
}

const path = '/seamless-api/v1/round-status';
const ask = (
  vendor: FastifyInstance,
  rounds: { roundId: string; playerId: string }[],
  options: { vendor?: string; merchant?: string; key?: string } = {},
) => vendor.inject(signedPost(path, { rounds }, { vendor: 'PG', ...options }));

describe('round-status', () => {
  it('answers a delivered round SETTLED with its win and the id of the settle the platform got', async () => {
    const { platform, vendor } = await setup();
    const round = (await spin(vendor)).json().value;
    const settle = platform.calls.find((call) => call.path === 'seamless/settle')!;
    const answer = await ask(vendor, [{ roundId: round.roundId, playerId: 'player-1' }]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      value: {
        rounds: [
          {
            roundId: round.roundId,
            status: 'SETTLED',
            amount: round.win,
            transactionId: settle.body.transactionId,
          },
        ],
      },
    });
  });

  it('answers a settle it could not deliver SETTLED too, with the id it tried, also after a restart', async () => {
    const dataDir = await tempDataDir();
    const { platform, vendor } = await setup({ settleFailures: 99 }, { dataDir });
    const response = await spin(vendor);
    expect(response.json().value.notice).toContain('confirmed');
    const round = response.json().value;
    const settles = platform.calls.filter((call) => call.path === 'seamless/settle');
    expect(settles).toHaveLength(5);
    const expected = {
      roundId: round.roundId,
      status: 'SETTLED',
      amount: round.win,
      transactionId: settles[0]!.body.transactionId,
    };
    const answer = await ask(vendor, [{ roundId: round.roundId, playerId: 'player-1' }]);
    expect(answer.json().value.rounds).toEqual([expected]);

    await vendor.close();
    const again = await startVendor({ platformUrl: platform.url, dataDir });
    cleanup.push(() => again.close());
    const afterRestart = await ask(again, [{ roundId: round.roundId, playerId: 'player-1' }]);
    expect(afterRestart.json().value.rounds).toEqual([expected]);
  });

  it('answers CANCELLED for an unanswered bet, NOT_FOUND for an unknown round or another player', async () => {
    const { platform, vendor } = await setup({ betDelayMs: 1500 }, { platformTimeoutMs: 200 });
    expect((await spin(vendor)).statusCode).toBe(503);
    const bet = platform.calls.find((call) => call.path === 'seamless/bet')!;
    const roundId = bet.body.roundId as string;
    const answer = await ask(vendor, [
      { roundId, playerId: 'player-1' },
      { roundId, playerId: 'player-2' },
      { roundId: 'never-played', playerId: 'player-1' },
    ]);
    expect(answer.json().value.rounds).toEqual([
      { roundId, status: 'CANCELLED' },
      { roundId, status: 'NOT_FOUND' },
      { roundId: 'never-played', status: 'NOT_FOUND' },
    ]);
    // Another merchant or vendor code has rounds of its own.
    const elsewhere = await ask(vendor, [{ roundId, playerId: 'player-1' }], { merchant: 'OTHER' });
    expect(elsewhere.json().value.rounds).toEqual([{ roundId, status: 'NOT_FOUND' }]);
  });

  it('answers OPEN while the round is under way', async () => {
    const { platform, vendor } = await setup({ betDelayMs: 800 });
    const playing = spin(vendor);
    let roundId: string | undefined;
    for (let i = 0; i < 100 && !roundId; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      roundId = platform.calls.find((call) => call.path === 'seamless/bet')?.body.roundId as string;
    }
    const answer = await ask(vendor, [{ roundId: roundId!, playerId: 'player-1' }]);
    expect(answer.json().value.rounds).toEqual([{ roundId, status: 'OPEN' }]);
    const round = (await playing).json().value;
    const settled = await ask(vendor, [{ roundId: roundId!, playerId: 'player-1' }]);
    expect(settled.json().value.rounds[0]).toMatchObject({ status: 'SETTLED', amount: round.win });
  });

  it('answers CANCELLED for a round an earlier run left before drawing its outcome', async () => {
    const dataDir = await tempDataDir();
    const record = {
      merchant: 'DEMO',
      vendor: 'PG',
      roundId: 'left-behind',
      playerId: 'player-1',
      gameCode: 'PG_LOTUS',
      stake: 500,
      betTransactionId: 'bet-1',
      state: 'BETTING',
      at: new Date().toISOString(),
    };
    // The last line was cut short by the crash: never acted on, so ignored.
    await writeFile(join(dataDir, 'seamless-rounds.jsonl'), `${JSON.stringify(record)}\n{"merchant":"DE`);
    const { vendor } = await setup({}, { dataDir });
    const answer = await ask(vendor, [{ roundId: 'left-behind', playerId: 'player-1' }]);
    expect(answer.json().value.rounds).toEqual([{ roundId: 'left-behind', status: 'CANCELLED' }]);
  });

  it('is signed like every platform call and checks its body', async () => {
    const { vendor } = await setup();
    const wrongKey = await ask(vendor, [{ roundId: 'r', playerId: 'p' }], { key: 'not-the-secret' });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ success: false, errorCode: 'vendor.signature.invalid' });
    const empty = await vendor.inject(signedPost(path, { rounds: [] }, { vendor: 'PG' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'request.invalid', field: 'rounds' });
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ roundId: `r${i}`, playerId: 'p' }));
    expect((await ask(vendor, tooMany)).statusCode).toBe(400);
  });
});
