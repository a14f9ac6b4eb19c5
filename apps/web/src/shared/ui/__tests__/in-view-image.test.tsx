import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../../features/games/components/__tests__/game-fixtures.ts';
import { InViewImage, inViewImageMargin } from '../in-view-image.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('InViewImage', () => {
  it('asks for nothing until it is near the screen, not even on the observer’s first report of “not in view”', () => {
    const io = installIntersectionObserver();
    render(<InViewImage src="/logos/pg.svg" alt="PG Soft" data-testid="logo" />);
    const image = screen.getByTestId('logo');
    expect(image.getAttribute('src')).toBeNull();
    expect(image.getAttribute('alt')).toBe('');
    const observer = io.instances[0]!;
    expect(observer.rootMargin).toBe(inViewImageMargin);
    const outOfView = { target: image, isIntersecting: false, intersectionRatio: 0 };
    act(() => observer.callback([outOfView as unknown as IntersectionObserverEntry], observer as never));
    expect(image.getAttribute('src')).toBeNull();
    io.reveal(image);
    expect(image.getAttribute('src')).toBe('/logos/pg.svg');
    expect(image.getAttribute('alt')).toBe('PG Soft');
  });

  it('loads at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<InViewImage src="/logos/pg.svg" alt="PG Soft" />);
    expect(screen.getByRole('img', { name: 'PG Soft' }).getAttribute('src')).toBe('/logos/pg.svg');
  });
});
