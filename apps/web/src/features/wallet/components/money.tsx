import { formatMoney, signOf } from '../lib/money.ts';
import './money.css';

/** An amount with the currency symbol, thousands separators and 2 decimals; signed ones coloured. */
export function Money({
  amount,
  symbol,
  signed = false,
  masked = false,
  className,
  testId,
}: {
  amount: string;
  symbol: string;
  signed?: boolean;
  masked?: boolean;
  className?: string;
  testId?: string;
}) {
  const sign = signed && !masked ? signOf(amount) : 0;
  const tone = sign > 0 ? ' wl-money--in' : sign < 0 ? ' wl-money--out' : '';
  return (
    <span className={`wl-money${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {formatMoney(amount, { symbol, signed, masked })}
    </span>
  );
}
