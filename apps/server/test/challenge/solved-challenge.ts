import { solveProofOfWork } from '@msp/contracts/proof-of-work.ts';
import type { TestApp } from '../helpers/test-app.ts';

let challengeCalls = 0;

/** Fetches a challenge from `GET /wps/challenge` and solves it; each from its own address (30/min per IP). */
export async function solvedChallenge(t: TestApp, merchant = 'DEMO') {
  challengeCalls += 1;
  const response = await t.app.inject({
    url: '/wps/challenge',
    headers: { merchant },
    remoteAddress: `10.200.${Math.floor(challengeCalls / 250)}.${challengeCalls % 250}`,
  });
  const { challengeId, salt, difficulty } = response.json().value as {
    challengeId: string;
    salt: string;
    difficulty: number;
  };
  return { challengeId, challengeNonce: await solveProofOfWork(salt, difficulty) };
}
