import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../../features/games/components/__tests__/game-fixtures.ts';
import { LazyImage, lazyImageThreshold, retryUrl } from '../lazy-image.tsx';

afterEach(() => vi.unstubAllGlobals());

const image = () => screen.queryByRole('img') as HTMLImageElement | null;

describe('LazyImage (spec §9: threshold 0.1, one retry, default icon)', () => {
  it('loads only once it is in view, with the 0.1 threshold', () => {
    const io = installIntersectionObserver();
    render(<LazyImage src="/games/1.png" alt="Lotus" fallbackSrc="/default.svg" testId="holder" />);
    expect(image()).toBeNull();
    expect(io.instances[0]?.thresholds).toEqual([lazyImageThreshold]);
    io.reveal(screen.getByTestId('holder'));
    expect(image()?.getAttribute('src')).toBe('/games/1.png');
  });

  it('retries a failed image once, then shows the fallback, then gives up', () => {
    render(<LazyImage src="/games/1.png?v=2" alt="Lotus" fallbackSrc="/default.svg" testId="holder" />);
    expect(image()?.getAttribute('src')).toBe('/games/1.png?v=2');
    fireEvent.error(image()!);
    expect(image()?.getAttribute('src')).toBe('/games/1.png?v=2&retry=1');
    fireEvent.error(image()!);
    expect(image()?.getAttribute('src')).toBe('/default.svg');
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(screen.getByTestId('holder').getAttribute('data-state')).toBe('failed');
  });

  it('keeps a loaded image and starts over for a new source', () => {
    const { rerender } = render(
      <LazyImage src="/a.png" alt="A" fallbackSrc="/default.svg" testId="holder" />,
    );
    fireEvent.load(image()!);
    expect(screen.getByTestId('holder').className).toContain('is-loaded');
    fireEvent.error(image()!);
    rerender(<LazyImage src="/b.png" alt="B" fallbackSrc="/default.svg" testId="holder" />);
    expect(image()?.getAttribute('src')).toBe('/b.png');
  });

  it('marks retries so the failed answer is not reused', () => {
    expect(retryUrl('/a.png')).toBe('/a.png?retry=1');
    expect(retryUrl('/a.png#x')).toBe('/a.png?retry=1#x');
    expect(retryUrl('data:image/svg+xml,abc')).toBe('data:image/svg+xml,abc');
  });
});
