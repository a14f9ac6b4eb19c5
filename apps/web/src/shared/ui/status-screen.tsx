import type { ReactNode } from 'react';
import './status-screen.css';

interface StatusScreenProps {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Full page (maintenance, region block) or inside the site chrome (route errors). */
  fullPage?: boolean;
  tone?: 'gold' | 'danger';
  testId?: string;
  logo?: ReactNode;
  corner?: ReactNode;
}

/** A centred message screen: maintenance, region block, chunk and network errors. */
export function StatusScreen({
  icon,
  title,
  children,
  actions,
  fullPage = false,
  tone = 'gold',
  testId,
  logo,
  corner,
}: StatusScreenProps) {
  return (
    <div
      className={`status-screen status-screen--${tone}${fullPage ? ' status-screen--full' : ''}`}
      data-testid={testId}
      role={tone === 'danger' ? 'alert' : undefined}
    >
      {corner ? <div className="status-screen__corner">{corner}</div> : null}
      <div className="status-screen__card">
        {logo ? <div className="status-screen__logo">{logo}</div> : null}
        <div className="status-screen__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 className="status-screen__title">{title}</h1>
        {children ? <div className="status-screen__body">{children}</div> : null}
        {actions ? <div className="status-screen__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
