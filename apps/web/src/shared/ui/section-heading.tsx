import type { ReactNode } from 'react';
import './section-heading.css';

export function SectionHeading({
  icon,
  title,
  action,
}: {
  icon?: ReactNode;
  title: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="section-heading">
      <h2 className="section-heading__title">
        {icon ? <span className="section-heading__icon">{icon}</span> : null}
        {title}
      </h2>
      {action ? <div className="section-heading__action">{action}</div> : null}
    </div>
  );
}
