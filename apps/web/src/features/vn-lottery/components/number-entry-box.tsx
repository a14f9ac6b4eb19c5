import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseNumberEntry, type EntryDigits } from '../lib/number-entry.ts';
import type { SelectionChange } from '../lib/selection.ts';

const examples: Record<EntryDigits, string> = { 2: '07, 23 45', 3: '007, 123 456', 4: '0007, 1234' };

interface Feedback {
  added: number;
  nothingNew: boolean;
  invalid: string[];
  soldOut: string[];
  empty: boolean;
}

/**
 * Numbers typed or pasted many at once. `onAdd` applies them and says what happened; the box then keeps only the
 * tokens that were not taken (the invalid ones to fix, or everything when a limit refused the lot).
 */
export function NumberEntryBox({
  digits,
  disabled = false,
  onAdd,
}: {
  digits: EntryDigits;
  disabled?: boolean;
  onAdd: (numbers: string[]) => SelectionChange;
}) {
  const { t } = useTranslation('vnLottery');
  const id = useId();
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { numbers, invalid } = parseNumberEntry(text, digits);
    if (numbers.length === 0 && invalid.length === 0) {
      setFeedback({ added: 0, nothingNew: false, invalid: [], soldOut: [], empty: true });
      return;
    }
    const change = numbers.length > 0 ? onAdd(numbers) : null;
    if (!change?.overLimit) setText(invalid.join(' '));
    setFeedback({
      added: change?.added.length ?? 0,
      nothingNew: !!change && !change.overLimit && change.added.length === 0 && change.soldOut.length === 0,
      invalid,
      soldOut: change?.soldOut ?? [],
      empty: false,
    });
  };

  return (
    <form className="vn-entry" onSubmit={submit} data-testid="number-entry">
      <label className="vn-entry__label" htmlFor={id}>
        {t('entry.label')}
      </label>
      <div className="vn-entry__row">
        <textarea
          id={id}
          className="vn-entry__input"
          rows={2}
          value={text}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('entry.placeholder', { example: examples[digits] })}
          aria-describedby={`${id}-help`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--sm vn-entry__add" disabled={disabled}>
          {t('entry.add')}
        </button>
      </div>
      <p className="vn-entry__help" id={`${id}-help`}>
        {t('entry.help', { count: digits })}
      </p>
      {feedback ? <EntryFeedback feedback={feedback} digits={digits} /> : null}
    </form>
  );
}

function EntryFeedback({ feedback, digits }: { feedback: Feedback; digits: EntryDigits }) {
  const { t } = useTranslation('vnLottery');
  return (
    <div className="vn-entry__feedback" role="status" data-testid="entry-feedback">
      {feedback.empty ? <p className="vn-entry__error">{t('entry.empty')}</p> : null}
      {feedback.added > 0 ? (
        <p className="vn-entry__ok">{t('entry.added', { count: feedback.added })}</p>
      ) : null}
      {feedback.nothingNew ? <p className="vn-entry__note">{t('entry.nothingNew')}</p> : null}
      {feedback.invalid.length > 0 ? (
        <p className="vn-entry__error" data-testid="entry-invalid">
          {t('entry.invalid', { count: digits, numbers: feedback.invalid.join(', ') })}
        </p>
      ) : null}
      {feedback.soldOut.length > 0 ? (
        <p className="vn-entry__error" data-testid="entry-sold-out">
          {t('entry.soldOut', { numbers: feedback.soldOut.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
