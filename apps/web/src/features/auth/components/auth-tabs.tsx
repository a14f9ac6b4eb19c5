import type { ReactNode } from 'react';

export interface AuthTab<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/** The option tabs of an account pop-up (spec §4): shown only when there is more than one option. */
export function AuthTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  testId,
}: {
  tabs: readonly AuthTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  testId?: string;
}) {
  if (tabs.length < 2) return null;
  return (
    <div className="auth-tabs" role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={`auth-tabs__tab${tab.value === value ? ' is-active' : ''}`}
          onClick={() => onChange(tab.value)}
          data-testid={testId ? `${testId}-${tab.value}` : undefined}
        >
          {tab.icon}
          <span>{tab.label}</span>
        </button>
      ))}
    </div>
  );
}
