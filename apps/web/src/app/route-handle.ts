import type { UIMatch } from 'react-router';

/** What a route asks of the layout (spec §2 route table). */
export interface RouteHandle {
  /** Route name; the page scrolls to the top when it changes. */
  name: string;
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
  isGamePage?: boolean;
  requiresLogin?: boolean;
  /** A window of its own (the customer-service window): none of the site's pop-ups, prompts or panels open in it. */
  standalone?: boolean;
}

export const chrome = {
  all: { header: true, footer: true, sideMenu: true },
  headerFooter: { header: true, footer: true, sideMenu: false },
  headerSide: { header: true, footer: false, sideMenu: true },
  headerOnly: { header: true, footer: false, sideMenu: false },
  none: { header: false, footer: false, sideMenu: false },
} as const;

export const fallbackHandle: RouteHandle = { name: 'unknown', ...chrome.all };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string';
}

/** The deepest matched route's handle. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return fallbackHandle;
}
