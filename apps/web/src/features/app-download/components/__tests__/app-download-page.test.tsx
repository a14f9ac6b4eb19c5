import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { AppDownloadPanel } from '../../../side-menu/components/app-download-panel.tsx';
import { watchInstallPrompt } from '../../lib/install-prompt.ts';
import { applyUpdate, offerUpdate } from '../../lib/update-store.ts';
import { AppDownloadPage } from '../app-download-page.tsx';
import { UpdatePrompt } from '../update-prompt.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const appResources = permission({
  resources: [
    {
      resourceType: 'APP_IOS',
      labelNameEn: 'Install on iPhone (demo)',
      url: '/appDownload#ios',
      imageUrl: null,
    },
    {
      resourceType: 'APP_ANDROID',
      labelNameEn: 'Android app',
      url: 'https://apps.example.test/app.apk',
      imageUrl: null,
    },
    {
      resourceType: 'APP_MOBILE_CONFIG',
      labelNameEn: 'Profile',
      url: 'javascript:alert(1)',
      imageUrl: null,
    },
  ],
});

/** The text a QR code carries: qrcode.react draws it as the SVG's title. */
const qrText = (testId: string) => screen.getByTestId(testId).querySelector('title')?.textContent;

describe('app download page', () => {
  it('draws a QR code per platform from the merchant’s resources, with the site’s origin for a path', async () => {
    mockFetch({ 'GET /wps/system/permission': appResources });
    renderWithProviders(<AppDownloadPage />, { path: '/appDownload#android' });
    await screen.findByTestId('app-qr-APP_IOS');
    expect(qrText('app-qr-APP_IOS')).toBe(`${window.location.origin}/appDownload#ios`);
    expect(qrText('app-qr-APP_ANDROID')).toBe('https://apps.example.test/app.apk');
    // A resource that is no web address never reaches a QR code or a link.
    expect(qrText('app-qr-APP_MOBILE_CONFIG')).toBe(window.location.origin);
    expect(
      within(screen.getByTestId('app-code-APP_MOBILE_CONFIG')).getByRole('link').getAttribute('href'),
    ).not.toMatch(/javascript/);
    // The install guides, the one the hash names picked out.
    expect(screen.getByTestId('app-guide-android').classList.contains('is-picked')).toBe(true);
    expect(screen.getByTestId('app-guide-ios').textContent).toContain('Add to Home Screen');
    expect(screen.getByText(/this brand has no store apps/)).toBeTruthy();
  });

  it('offers the browser’s install dialog as a button while the browser offers it', async () => {
    watchInstallPrompt();
    mockFetch({ 'GET /wps/system/permission': permission() });
    renderWithProviders(<AppDownloadPage />, { path: '/appDownload' });
    await screen.findByTestId('app-download-page');
    expect(screen.queryByTestId('install-app')).toBeNull();

    let prompted = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        prompted += 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    const button = await screen.findByTestId('install-app');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(prompted).toBe(1);
    expect(await screen.findByTestId('app-installed')).toBeTruthy();
    expect(screen.queryByTestId('install-app')).toBeNull();
  });
});

describe('side menu app download', () => {
  it('shows scannable codes and leads to the install guide', async () => {
    mockFetch({});
    renderWithProviders(<AppDownloadPanel permission={appResources} />);
    expect(screen.getByTestId('qr-APP_IOS').closest('a')?.getAttribute('href')).toBe(
      `${window.location.origin}/appDownload#ios`,
    );
    expect(screen.getByTestId('app-download-guide').getAttribute('href')).toBe('/appDownload');
  });
});

describe('update prompt', () => {
  it('shows while a new version waits and applies it on Reload', async () => {
    mockFetch({});
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    let applied = 0;
    act(() =>
      offerUpdate(async () => {
        applied += 1;
      }),
    );
    const prompt = await screen.findByTestId('update-prompt');
    expect(prompt.textContent).toContain('A new version of the site is ready.');
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: 'Reload' }));
    });
    expect(applied).toBe(1);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    await applyUpdate();
    expect(applied).toBe(1);
  });
});
