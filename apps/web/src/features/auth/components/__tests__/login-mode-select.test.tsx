import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { LoginModeSelect, modeListCloseDelayMs } from '../login-mode-select.tsx';

afterEach(() => vi.useRealTimers());

describe('header login mode selector', () => {
  it('closes its list 200 ms after it loses focus, not sooner', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LoginModeSelect mode="username" onChange={onChange} compact />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByTestId('login-mode-select'));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(screen.getByTestId('login-mode-select'));
    act(() => vi.advanceTimersByTime(modeListCloseDelayMs - 20));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    act(() => vi.advanceTimersByTime(40));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(modeListCloseDelayMs).toBe(200);
  });

  it('switches to mobile-number login', () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LoginModeSelect mode="username" onChange={onChange} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByTestId('login-mode-select'));
    fireEvent.click(screen.getByRole('button', { name: 'মোবাইল নম্বর' }));
    expect(onChange).toHaveBeenCalledWith('sms');
  });
});
