import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { apiRequest } from '../../../../shared/lib/api-client.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { LanguageSelector } from '../language-selector.tsx';

describe('LanguageSelector', () => {
  it('starts in Bangla', () => {
    mockFetch({});
    renderWithProviders(<LanguageSelector />);
    expect(i18n.language).toBe('bn');
    expect(screen.getByTestId('language-selector').textContent).toContain('বাংলা');
  });

  it('switches to English: stores hisLang and lang, updates <html lang>, tells the server and sends the Language header', async () => {
    const { calls } = mockFetch({
      'PUT /wps/system/language': { language: 'en' },
      'GET /wps/system/status': {},
    });
    renderWithProviders(<LanguageSelector />);
    fireEvent.click(screen.getByTestId('language-selector'));
    fireEvent.click(screen.getByTestId('language-option-en'));

    await waitFor(() => expect(window.localStorage.getItem('hisLang')).toBe('en'));
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.path === '/wps/system/language')).toBe(true),
    );
    const put = calls.find((call) => call.path === '/wps/system/language');
    expect(put?.body).toEqual({ language: 'en' });
    expect(put?.headers.language).toBe('en');
    expect(screen.getByTestId('language-selector').textContent).toContain('EN');

    await apiRequest('/wps/system/status');
    expect(calls.at(-1)?.headers.language).toBe('en');
  });

  it('switches back to Bangla from the inline selector', async () => {
    const { calls } = mockFetch({ 'PUT /wps/system/language': { language: 'bn' } });
    await i18n.changeLanguage('en');
    renderWithProviders(<LanguageSelector inline />);
    fireEvent.click(screen.getByTestId('language-option-bn'));
    await waitFor(() => expect(window.localStorage.getItem('hisLang')).toBe('bn'));
    expect(window.localStorage.getItem('lang')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ language: 'bn' }));
  });
});
