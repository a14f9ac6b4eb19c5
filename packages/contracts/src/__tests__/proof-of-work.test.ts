import { describe, expect, it } from 'vitest';
import { checkProofOfWork, leadingZeroBits, proofOfWorkDigest, solveProofOfWork } from '../proof-of-work.ts';

describe('leadingZeroBits', () => {
  it.each([
    [[0x80], 0],
    [[0x40], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
    [[], 0],
  ])('counts %j as %i', (bytes, expected) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(expected);
  });
});

describe('proof of work', () => {
  // Expected nonces computed independently (node:crypto, one nonce at a time): sha256('…:8699') = 0001b1ae…
  it.each([
    ['c2FsdC1mb3ItdGVzdHM', 12, '8699'],
    ['another-salt', 10, '207'],
  ])('finds the first nonce for %s at %i bits', async (salt, difficulty, expected) => {
    const nonce = await solveProofOfWork(salt, difficulty);
    expect(nonce).toBe(expected);
    expect(await checkProofOfWork(salt, nonce, difficulty)).toBe(true);
    // The answer works at its own difficulty, not at one it does not reach.
    const bits = leadingZeroBits(await proofOfWorkDigest(salt, nonce));
    expect(bits).toBeGreaterThanOrEqual(difficulty);
    expect(await checkProofOfWork(salt, nonce, bits + 1)).toBe(false);
  });

  it('refuses a nonce that does not solve the challenge', async () => {
    const salt = 'another-salt';
    // sha256('another-salt:0') starts b3e6…: no leading zero bit.
    expect(await checkProofOfWork(salt, '0', 10)).toBe(false);
    expect(await checkProofOfWork(salt, '0', 0)).toBe(true);
    expect(await checkProofOfWork(salt, '206', 10)).toBe(false);
    expect(await checkProofOfWork(`${salt}x`, '207', 10)).toBe(false);
    expect(await checkProofOfWork(salt, '', 0)).toBe(false);
    expect(await checkProofOfWork(salt, '1'.repeat(33), 0)).toBe(false);
  });

  it('solves the default 16-bit difficulty in well under a second', async () => {
    const started = performance.now();
    const nonce = await solveProofOfWork('timing-salt', 16);
    expect(await checkProofOfWork('timing-salt', nonce, 16)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(solveProofOfWork('salt', 40, { signal: controller.signal })).rejects.toThrow('stopped');
  });
});
