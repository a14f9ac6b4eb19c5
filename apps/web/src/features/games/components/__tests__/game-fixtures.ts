import type { VendorCategory, GameSubcategory } from '@msp/contracts/enums.ts';
import type { Game, GamePage, LaunchResult } from '@msp/contracts/games.ts';
import type { VendorCard, VendorCategoryMenu } from '@msp/contracts/system.ts';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const member = { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' };
export const trialMember = { ...member, type: 4 };

export function game(nodeId: number, extra: Partial<Game> = {}): Game {
  return {
    nodeId,
    vassalage: 'PG',
    gameType: 'RNG',
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    iconUrl: `/demo-assets/games/${nodeId}.svg`,
    showIcon: '',
    supportPlay: 1,
    isTop: false,
    isGame: 'GAME',
    gameCode: `G_${nodeId}`,
    gameClassify: null,
    minBet: '1.00',
    minLineNum: 0,
    favourite: false,
    ...extra,
  };
}

/** `count` games from `first` on. */
export const games = (first: number, count: number, extra: Partial<Game> = {}) =>
  Array.from({ length: count }, (_, index) => game(first + index, extra));

export function gamePage(
  content: Game[],
  pageNum = 1,
  totalPages = 1,
  totalElements = content.length,
): GamePage {
  return { content, pageNum, totalPages, totalElements };
}

export function gameMenu(
  gameType: VendorCategory,
  cards: VendorCard[],
  gameClassify: GameSubcategory[] = [],
): VendorCategoryMenu {
  return { title: gameType, gameType, gameClassify, cards };
}

export function launchResult(extra: Partial<LaunchResult> = {}): LaunchResult {
  return {
    url: 'https://launch.example.test/play/G_1?token=abc',
    nodeId: 1,
    vassalage: 'PG',
    gameType: 'RNG',
    launcher: 'VENDOR',
    walletMode: 'SEAMLESS',
    demo: false,
    ...extra,
  };
}

/** A stand-in for IntersectionObserver: nothing intersects until the test says so. */
export function installIntersectionObserver() {
  const instances: MockObserver[] = [];
  class MockObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: number[];
    readonly elements = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
      this.thresholds = ([] as number[]).concat(options.threshold ?? 0);
      instances.push(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', MockObserver);
  return {
    instances,
    /** Reports `element` as in view to every observer watching it. */
    reveal(element: Element) {
      for (const observer of instances.filter((item) => item.elements.has(element))) {
        const entry = {
          target: element,
          isIntersecting: true,
          intersectionRatio: 1,
        } as unknown as IntersectionObserverEntry;
        act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
      }
    },
  };
}

/** A fake launcher window: what window.open returns. */
export function fakeWindow() {
  return {
    closed: false,
    opener: {} as unknown,
    document: { title: '', body: { textContent: '', style: { cssText: '' } } },
    location: { href: 'about:blank' },
    focus: vi.fn(),
    close: vi.fn(function close(this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}
