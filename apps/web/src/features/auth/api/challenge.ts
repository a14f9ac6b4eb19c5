import { solveProofOfWork } from '@msp/contracts/proof-of-work.ts';
import { verificationPaths } from '@msp/contracts/api-paths.ts';
import type { Challenge } from '@msp/contracts/verification.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export interface SolvedChallenge {
  challengeId: string;
  challengeNonce: string;
  expiresAt: number;
}

/** GET /wps/challenge, then the proof of work the server asks for (username logins, SMS sends, registration). */
export async function solveChallenge(signal?: AbortSignal): Promise<SolvedChallenge> {
  const challenge = await apiRequest<Challenge>(verificationPaths.challenge, {
    contract: () => import('@msp/contracts/verification.ts').then((c) => c.challengeSchema),
    ...(signal ? { signal } : {}),
  });
  const challengeNonce = await solveProofOfWork(
    challenge.salt,
    challenge.difficulty,
    signal ? { signal } : {},
  );
  return { challengeId: challenge.challengeId, challengeNonce, expiresAt: challenge.expiresAt };
}
