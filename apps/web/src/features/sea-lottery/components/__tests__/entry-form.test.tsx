import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { EntryForm, type EntryFormProps } from '../entry-form.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function renderForm(props: Partial<EntryFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <EntryForm minStake="0.10" maxStake="500" closed={false} onSubmit={onSubmit} symbol="৳" {...props} />
    </I18nextProvider>,
  );
  return { onSubmit, ...view };
}

const rows = () => screen.getAllByTestId('entry-row');
const row = (index: number) => within(rows()[index]!);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submitButton = () => screen.getByTestId('s4d-submit') as HTMLButtonElement;
const total = () => screen.getByTestId('s4d-total').textContent;

describe('the 4D entry form', () => {
  it('shows the orderings, each line’s cost and the total as the member types, and submits canonical keys', () => {
    const { onSubmit } = renderForm();
    type(row(0).getByTestId('s4d-number'), '4321');
    expect(row(0).getByTestId('s4d-permutations').textContent).toBe('24 permutations');
    type(row(0).getByTestId('s4d-big'), '0.10');
    expect(row(0).getByTestId('entry-cost').textContent).toBe('৳0.10');
    fireEvent.click(within(row(0).getByTestId('s4d-mode')).getByRole('button', { name: 'Box' }));
    expect(row(0).getByTestId('entry-cost').textContent).toBe('৳2.40');
    expect(total()).toBe('৳2.40');

    fireEvent.click(screen.getByTestId('entry-add'));
    expect(rows()).toHaveLength(2);
    // A new line keeps the last line's bet type.
    const box = within(row(1).getByTestId('s4d-mode')).getByRole('button', { name: 'Box' });
    expect(box.getAttribute('aria-pressed')).toBe('true');
    type(row(1).getByTestId('s4d-number'), '2121');
    expect(row(1).getByTestId('s4d-permutations').textContent).toBe('6 permutations');
    fireEvent.click(within(row(1).getByTestId('s4d-mode')).getByRole('button', { name: 'iBox' }));
    type(row(1).getByTestId('s4d-small'), '1');
    type(row(1).getByTestId('s4d-big'), '0.5');
    expect(row(1).getByTestId('entry-cost').textContent).toBe('৳1.50');
    expect(total()).toBe('৳3.90');
    expect(screen.getByTestId('entry-bet-count').textContent).toBe('3 bets');

    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith([
      { betKey: 'BOX_BIG:1234', amount: '0.10' },
      { betKey: 'IBOX_BIG:1122', amount: '0.5' },
      { betKey: 'IBOX_SMALL:1122', amount: '1' },
    ]);
  });

  it('counts the orderings of every pattern', () => {
    renderForm();
    const counts = ['7777', '1112', '1122', '1123', '1234'].map((number) => {
      type(row(0).getByTestId('s4d-number'), number);
      return row(0).getByTestId('s4d-permutations').textContent;
    });
    expect(counts).toEqual([
      '1 permutation',
      '4 permutations',
      '6 permutations',
      '12 permutations',
      '24 permutations',
    ]);
  });

  it('keeps the submit shut while a line is wrong, and says why', () => {
    const { onSubmit } = renderForm();
    type(row(0).getByTestId('s4d-number'), '1234');
    type(row(0).getByTestId('s4d-big'), '1');
    expect(submitButton().disabled).toBe(false);

    fireEvent.click(screen.getByTestId('entry-add'));
    type(row(1).getByTestId('s4d-number'), '12');
    expect(row(1).getByTestId('entry-problem').textContent).toBe('Enter a 4-digit number.');
    expect(row(1).getByTestId('entry-cost').textContent).toBe('–');
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('entry-form'));
    expect(onSubmit).not.toHaveBeenCalled();

    type(row(1).getByTestId('s4d-number'), '7777');
    fireEvent.click(within(row(1).getByTestId('s4d-mode')).getByRole('button', { name: 'iBox' }));
    type(row(1).getByTestId('s4d-big'), '1');
    expect(row(1).getByTestId('entry-problem').textContent).toMatch(/cannot be boxed/);
    expect(submitButton().disabled).toBe(true);

    fireEvent.click(within(row(1).getByTestId('s4d-mode')).getByRole('button', { name: 'Straight' }));
    type(row(1).getByTestId('s4d-big'), '0.05');
    expect(row(1).getByTestId('entry-problem').textContent).toBe(
      'Each unit stake must be between 0.10 and 500.',
    );
    expect(submitButton().disabled).toBe(true);

    fireEvent.click(row(1).getByTestId('entry-remove'));
    expect(rows()).toHaveLength(1);
    expect(submitButton().disabled).toBe(false);
    fireEvent.submit(screen.getByTestId('entry-form'));
    expect(onSubmit).toHaveBeenCalledWith([{ betKey: 'BIG:1234', amount: '1' }]);
  });

  it('asks for something to bet while every line is blank', () => {
    const { onSubmit } = renderForm();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByTestId('entry-hint').textContent).toBe('Enter a number and a stake to bet.');
    expect(screen.queryByTestId('entry-problem')).toBeNull();
    fireEvent.submit(screen.getByTestId('entry-form'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes 3D lines on A, B, C or ABC beside the 4D ones, in one total', () => {
    const { onSubmit } = renderForm();
    type(row(0).getByTestId('s4d-number'), '0917');
    type(row(0).getByTestId('s4d-big'), '1');
    fireEvent.click(within(screen.getByTestId('entry-kind')).getByRole('button', { name: /3D/ }));
    type(row(0).getByTestId('s4d-number'), '01789');
    expect((row(0).getByTestId('s4d-number') as HTMLInputElement).value).toBe('017');
    fireEvent.click(within(row(0).getByTestId('entry-position')).getByRole('button', { name: 'ABC' }));
    type(row(0).getByTestId('entry-amount'), '0.10');
    expect(row(0).getByTestId('entry-cost').textContent).toBe('৳0.30');
    expect(total()).toBe('৳1.30');
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith([
      { betKey: 'BIG:0917', amount: '1' },
      { betKey: '3D_ABC:017', amount: '0.10' },
    ]);
  });

  it('tells beside the button what is wrong on the other tab', () => {
    renderForm();
    type(row(0).getByTestId('s4d-number'), '1234');
    expect(row(0).getByTestId('entry-problem').textContent).toBe('Enter a Big or a Small stake.');
    expect(screen.queryByTestId('entry-hint')).toBeNull();
    fireEvent.click(within(screen.getByTestId('entry-kind')).getByRole('button', { name: /3D/ }));
    expect(screen.getByTestId('entry-hint').textContent).toBe('Enter a Big or a Small stake.');
    expect(submitButton().disabled).toBe(true);
  });

  it('holds at most ten lines', () => {
    renderForm();
    for (let index = 0; index < 12; index += 1) fireEvent.click(screen.getByTestId('entry-add'));
    expect(rows()).toHaveLength(10);
    expect((screen.getByTestId('entry-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('10/10 lines')).toBeTruthy();
  });

  it('takes nothing when betting is closed, and says so', () => {
    const { onSubmit } = renderForm({ closed: true });
    expect(screen.getByTestId('entry-closed').textContent).toBe('Betting is closed for this draw.');
    expect((row(0).getByTestId('s4d-number') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('entry-form'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits while a slip is on its way', () => {
    const { onSubmit } = renderForm({ busy: true });
    type(row(0).getByTestId('s4d-number'), '1234');
    type(row(0).getByTestId('s4d-big'), '1');
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe('Placing…');
    fireEvent.submit(screen.getByTestId('entry-form'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderForm();
    type(row(0).getByTestId('s4d-number'), '1234');
    expect(row(0).getByTestId('s4d-permutations').textContent).toBe('24টি বিন্যাস');
    expect(submitButton().textContent).toBe('বাজি ধরুন');
  });
});
