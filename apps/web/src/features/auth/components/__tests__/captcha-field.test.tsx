import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CaptchaField, captchaReloadGapMs } from '../captcha-field.tsx';

describe('captcha field', () => {
  it('reloads on a tap, but at most once a second', async () => {
    let served = 0;
    const { calls } = mockFetch({
      'GET /wps/captcha': () => ({
        captchaId: `cap${++served}`,
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
    });
    const onChange = vi.fn();
    renderWithProviders(<CaptchaField value="" onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ captchaId: 'cap1', captcha: '' }));
    fireEvent.click(screen.getByTestId('captcha-reload'));
    fireEvent.click(screen.getByTestId('captcha-reload'));
    await new Promise((done) => setTimeout(done, 100));
    expect(calls.filter((call) => call.path === '/wps/captcha')).toHaveLength(1);

    await new Promise((done) => setTimeout(done, captchaReloadGapMs));
    fireEvent.click(screen.getByTestId('captcha-reload'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ captchaId: 'cap2', captcha: '' }));
    expect(calls.filter((call) => call.path === '/wps/captcha')).toHaveLength(2);
  });
});
