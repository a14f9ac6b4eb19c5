import { deriveDraw, seedCommitment } from '@msp/contracts/lottery/draw.ts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { VerifyPage } from '../verify-page.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const seed = '4f1c0d9a7e3b2a18c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3';
const gameCode = 'L49_5M';
const numero = '20250301-0101';

async function verification(overrides: Record<string, unknown> = {}) {
  return {
    gameCode,
    family: 'BALLS49',
    numero,
    status: 'SETTLED',
    opensAt: '2025-03-01T10:00:00.000Z',
    closesAt: '2025-03-01T10:04:50.000Z',
    drawsAt: '2025-03-01T10:05:00.000Z',
    commitment: await seedCommitment(seed),
    seed,
    result: await deriveDraw('BALLS49', seed, gameCode, numero),
    ...overrides,
  };
}

const path = `/verify?gameCode=${gameCode}&numero=${numero}`;

describe('/verify recomputes the draw in the browser', () => {
  it('says the draw matches when the seed hashes to the commitment and derives the result', async () => {
    const answer = await verification();
    expect(answer.result).toHaveLength(7);
    mockFetch({ 'GET /lotto/lgw/verify': answer });
    renderWithProviders(<VerifyPage />, { path });
    const verdict = await screen.findByTestId('verify-verdict', {}, { timeout: 3000 });
    expect(verdict.dataset.verdict).toBe('match');
    expect(verdict.textContent).toContain('Verified: the draw matches');
    expect(screen.getByTestId('verify-seed').textContent).toBe(seed);
    expect(screen.getByTestId('verify-commitment-check').className).toBe('is-ok');
    expect(screen.getByTestId('verify-result-check').className).toBe('is-ok');
  });

  it('says it does not match when the published result is not what the seed derives', async () => {
    const answer = await verification();
    const tampered = [...(answer.result as number[])];
    tampered[6] = tampered[6] === 1 ? 2 : 1;
    if (tampered.slice(0, 6).includes(tampered[6]!)) tampered[6] = 50 - tampered[6]!;
    mockFetch({ 'GET /lotto/lgw/verify': { ...answer, result: tampered } });
    renderWithProviders(<VerifyPage />, { path });
    const verdict = await screen.findByTestId('verify-verdict', {}, { timeout: 3000 });
    expect(verdict.dataset.verdict).toBe('mismatch');
    expect(screen.getByTestId('verify-commitment-check').className).toBe('is-ok');
    expect(screen.getByTestId('verify-result-check').className).toBe('is-bad');
  });

  it('checks a corrected result against what the seed drew, and shows the correction', async () => {
    const drawn = await deriveDraw('BALLS49', seed, gameCode, numero);
    const corrected = [1, 2, 3, 4, 5, 6, 7];
    const answer = await verification({
      result: corrected,
      corrections: [{ from: drawn, to: corrected, reason: 'feed error', at: '2025-03-01T11:00:00.000Z' }],
    });
    mockFetch({ 'GET /lotto/lgw/verify': answer });
    renderWithProviders(<VerifyPage />, { path });
    const verdict = await screen.findByTestId('verify-verdict', {}, { timeout: 3000 });
    expect(verdict.dataset.verdict).toBe('match');
    const note = screen.getByTestId('verify-correction');
    expect(note.textContent).toContain('1 · 2 · 3 · 4 · 5 · 6 · 7');
    expect(note.textContent).toContain('feed error');
  });

  it('says it does not match when the seed is not the committed one', async () => {
    const answer = await verification({ commitment: await seedCommitment('00'.repeat(32)) });
    mockFetch({ 'GET /lotto/lgw/verify': answer });
    renderWithProviders(<VerifyPage />, { path });
    const verdict = await screen.findByTestId('verify-verdict', {}, { timeout: 3000 });
    expect(verdict.dataset.verdict).toBe('mismatch');
    expect(screen.getByTestId('verify-commitment-check').className).toBe('is-bad');
  });

  it('says "not drawn yet" before the draw, with the commitment already published', async () => {
    mockFetch({ 'GET /lotto/lgw/verify': await verification({ status: 'OPEN', seed: null, result: null }) });
    renderWithProviders(<VerifyPage />, { path });
    const verdict = await screen.findByTestId('verify-verdict', {}, { timeout: 3000 });
    expect(verdict.dataset.verdict).toBe('pending');
    expect(verdict.textContent).toContain('Not drawn yet');
    expect(screen.getByTestId('verify-commitment').textContent).toBe(await seedCommitment(seed));
  });

  it('offers the form when no draw is named', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<VerifyPage />, { path: '/verify' });
    expect(await screen.findByTestId('verify-form')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/lotto'))).toHaveLength(0);
  });
});
