import { QRCodeSVG } from 'qrcode.react';
import { copyWithToast } from '../lib/clipboard.ts';
import { CopyIcon } from './icons.tsx';
import './share-tools.css';

/**
 * What a page that hands out a link needs (the agent center's register center, the referral page): the link as a
 * QR code and copy buttons that say in a toast whether the copy worked.
 */

/** Spec §9 QR defaults: 200 px, a 20 px quiet zone, error correction M (as the app download QR codes). */
export const qrDefaults = { size: 200, margin: 20, level: 'M' } as const;

/** A QR code of `value` on a white card with its quiet zone, readable on the site's dark theme. */
export function QrCode({
  value,
  testId,
  size = qrDefaults.size,
}: {
  value: string;
  testId?: string;
  size?: number;
}) {
  const margin = Math.round((qrDefaults.margin * size) / qrDefaults.size);
  return (
    <span className="share-qr" style={{ padding: margin }} data-testid={testId}>
      <QRCodeSVG value={value} size={size} level={qrDefaults.level} marginSize={0} />
    </span>
  );
}

/** Copies a value and says so in a toast (`messages` in the page's language). */
export function CopyButton({
  value,
  label,
  messages,
  testId,
  compact = false,
  className = '',
  tone = 'ghost',
}: {
  value: string;
  label: string;
  messages: { copied: string; failed: string };
  testId?: string;
  /** Only the icon (the label stays the button's name). */
  compact?: boolean;
  className?: string;
  tone?: 'ghost' | 'primary' | 'outline';
}) {
  return (
    <button
      type="button"
      className={`btn btn--${tone} btn--sm share-copy${compact ? ' btn--icon' : ''}${className ? ` ${className}` : ''}`}
      onClick={() => void copyWithToast(value, messages)}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <CopyIcon />
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
