/** A red count beside a member-centre menu entry; nothing without a count. */
export function MenuBadge({ count, testId }: { count: number | null | undefined; testId?: string }) {
  if (typeof count !== 'number' || count <= 0) return null;
  return (
    <span className="member-nav__badge" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
