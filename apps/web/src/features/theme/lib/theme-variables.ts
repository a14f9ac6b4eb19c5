import type { Theme } from '@msp/contracts/system.ts';

/** CSS custom properties set on :root from the merchant theme. */
export const themeVariableNames: Record<keyof Theme, string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  surfaceRaised: '--color-surface-raised',
  text: '--color-text',
  textMuted: '--color-text-muted',
};

export function themeToVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [key, name] of Object.entries(themeVariableNames) as [keyof Theme, string][]) {
    const value = theme[key];
    if (typeof value === 'string' && value.trim()) variables[name] = value.trim();
  }
  return variables;
}

export function applyThemeVariables(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToVariables(theme))) root.style.setProperty(name, value);
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && theme.background) meta.setAttribute('content', theme.background);
}

export function applyFavicon(url: string | null): void {
  if (!url) return;
  let link =
    document.querySelector<HTMLLinkElement>('link#app-favicon') ??
    document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.id = 'app-favicon';
    document.head.appendChild(link);
  }
  link.href = url;
}
