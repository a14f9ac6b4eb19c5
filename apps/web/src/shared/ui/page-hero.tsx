import type { ReactNode } from 'react';
import './page-hero.css';

interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  aside?: ReactNode;
  tone?: 'gold' | 'violet' | 'teal' | 'rose';
  children?: ReactNode;
}

/** The title band of the inner pages. */
export function PageHero({ eyebrow, title, subtitle, icon, aside, tone = 'gold', children }: PageHeroProps) {
  return (
    <section className={`page-hero page-hero--${tone}`}>
      <div className="page-hero__glow" aria-hidden="true" />
      <div className="page-hero__inner container">
        <div className="page-hero__text">
          {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title">
            {icon ? <span className="page-hero__icon">{icon}</span> : null}
            {title}
          </h1>
          {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
          {children}
        </div>
        {aside ? <div className="page-hero__aside">{aside}</div> : null}
      </div>
    </section>
  );
}
