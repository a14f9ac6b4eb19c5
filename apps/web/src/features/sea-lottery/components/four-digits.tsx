/** A winning number as digit tiles, leading zeros kept; no number yet shows empty tiles. */
export function FourDigits({
  number,
  size = 'md',
  hit = false,
}: {
  number: string | null;
  size?: 'sm' | 'md' | 'lg';
  hit?: boolean;
}) {
  const digits = number ? [...number] : ['', '', '', ''];
  return (
    <span
      className={`s4d-digits s4d-digits--${size}${hit ? ' is-hit' : ''}${number ? '' : ' is-empty'}`}
      aria-label={number ?? undefined}
      role={number ? 'img' : undefined}
    >
      {digits.map((digit, index) => (
        <span key={index} className="s4d-digits__digit" aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
