import { useTranslation } from 'react-i18next';
import './spinner.css';

export function Spinner({ size = 36, label }: { size?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role="progressbar"
      aria-label={label ?? t('loading')}
    />
  );
}

/** A block that reserves space while a section loads. */
export function LoadingBlock({ height = 220 }: { height?: number }) {
  return (
    <div className="loading-block" style={{ minHeight: height }}>
      <Spinner />
    </div>
  );
}
