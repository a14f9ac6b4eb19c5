import type { Language } from '@msp/contracts/errors.ts';
import type { SVGProps } from 'react';

/** Flags as inline SVG (no network). Bangladesh for Bangla, the United Kingdom for English. */
export function BangladeshFlag(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" focusable="false" {...props}>
      <rect width="30" height="20" fill="#006a4e" />
      <circle cx="13.5" cy="10" r="6" fill="#f42a41" />
    </svg>
  );
}

export function UnitedKingdomFlag(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 60 40" aria-hidden="true" focusable="false" {...props}>
      <clipPath id="uk-flag-clip">
        <rect width="60" height="40" />
      </clipPath>
      <g clipPath="url(#uk-flag-clip)">
        <rect width="60" height="40" fill="#012169" />
        <path d="M0 0 60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
        <path d="M0 0 60 40M60 0 0 40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
        <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  );
}

export function LanguageFlag({ language, ...props }: { language: Language } & SVGProps<SVGSVGElement>) {
  return language === 'bn' ? <BangladeshFlag {...props} /> : <UnitedKingdomFlag {...props} />;
}
