import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { apiRequest } from '../api-client.ts';

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });

function earlyAnswers(language: string, token: string | null, responses: Record<string, Promise<Response>>) {
  window.mspEarlyResponses = { language, token, responses };
}

describe('answers asked for by the bootstrap script', () => {
  afterEach(() => {
    delete window.mspEarlyResponses;
  });

  it('are taken once by the same GET in the same language and session, then the client asks itself', async () => {
    const { calls } = mockFetch({ 'GET /wps/system/status': { status: 0, from: 'client' } });
    earlyAnswers('bn', null, {
      '/wps/system/status': Promise.resolve(envelope({ status: 0, from: 'early' })),
    });
    expect(await apiRequest('/wps/system/status')).toEqual({ status: 0, from: 'early' });
    expect(calls).toHaveLength(0);
    expect(await apiRequest('/wps/system/status')).toEqual({ status: 0, from: 'client' });
    expect(calls).toHaveLength(1);
  });

  it('are not taken in another language or session, or for a request with headers of its own', async () => {
    const { calls } = mockFetch({ 'GET /wps/system/status': { from: 'client' } });
    earlyAnswers('en', null, { '/wps/system/status': Promise.resolve(envelope({ from: 'early' })) });
    expect(await apiRequest('/wps/system/status')).toEqual({ from: 'client' });
    earlyAnswers('bn', 'another-session', {
      '/wps/system/status': Promise.resolve(envelope({ from: 'early' })),
    });
    expect(await apiRequest('/wps/system/status')).toEqual({ from: 'client' });
    earlyAnswers('bn', null, { '/wps/system/status': Promise.resolve(envelope({ from: 'early' })) });
    expect(await apiRequest('/wps/system/status', { headers: { 'idempotency-key': 'k-12345678' } })).toEqual({
      from: 'client',
    });
    expect(calls).toHaveLength(3);
  });

  it('fall back to the client asking itself when the early request failed', async () => {
    const { calls } = mockFetch({ 'GET /wps/system/permission': { from: 'client' } });
    earlyAnswers('bn', null, { '/wps/system/permission': Promise.reject(new TypeError('Failed to fetch')) });
    expect(await apiRequest('/wps/system/permission')).toEqual({ from: 'client' });
    expect(calls).toHaveLength(1);
  });
});
