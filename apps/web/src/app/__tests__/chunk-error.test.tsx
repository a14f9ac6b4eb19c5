import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { chunkTimeoutMs, ChunkLoadError, classifyChunkError, loadChunk } from '../chunk-loading.ts';
import { RouteErrorScreen } from '../route-error-screen.tsx';

function routesWith(lazy: () => Promise<{ Component: () => null }>) {
  return [
    {
      path: '/',
      element: <p>home</p>,
      HydrateFallback: () => null,
    },
    { path: '/promotions', lazy, errorElement: <RouteErrorScreen />, HydrateFallback: () => null },
  ];
}

describe('chunk loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times out after 120000 ms, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadChunk(() => new Promise<never>(() => undefined)).catch(outcome);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }));
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('sorts failures into script and stylesheet errors', () => {
    expect(
      classifyChunkError(
        new TypeError('Failed to fetch dynamically imported module: /assets/Promotions-x.js'),
      ).kind,
    ).toBe('script');
    expect(classifyChunkError(new Error('Unable to preload CSS for /assets/Promotions-x.css')).kind).toBe(
      'css',
    );
  });

  it('shows the time-out message with a reload button when a route chunk takes over 120000 ms', async () => {
    vi.useFakeTimers();
    const { router } = renderRoutes(
      routesWith(() => loadChunk(() => new Promise<never>(() => undefined))),
      '/',
    );
    await act(async () => {
      void router.navigate('/promotions');
      await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    });
    const screenElement = screen.getByTestId('chunk-error');
    expect(screen.getByTestId('chunk-error-message').textContent).toBe(
      'পৃষ্ঠাটি লোড হতে অনেক বেশি সময় লাগছে, অনুগ্রহ করে আপনার নেটওয়ার্ক সংযোগ পরীক্ষা করুন',
    );
    expect(screenElement.querySelector('button')?.textContent).toContain('আবার লোড করুন');
  });

  it('shows the network message when a route script fails to load', async () => {
    renderRoutes(
      routesWith(() =>
        loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
      ),
      '/promotions',
    );
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    const message = screen.getByTestId('chunk-error-message');
    expect(message.dataset.kind).toBe('script');
    expect(message.textContent).toBe('নেটওয়ার্ক সংযোগে সমস্যা, আবার চেষ্টা করুন');
  });

  it('shows the CSS chunk message when a route stylesheet fails to load', async () => {
    renderRoutes(
      routesWith(() =>
        loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/Promotions-x.css'))),
      ),
      '/promotions',
    );
    const message = await screen.findByTestId('chunk-error-message');
    expect(message.dataset.kind).toBe('css');
    expect(message.textContent).toContain('CSS');
  });

  it('is a ChunkLoadError the error screen recognises', () => {
    expect(new ChunkLoadError('css')).toBeInstanceOf(Error);
  });
});
