import { useState } from 'react';

/** A team's crest, or its initials when the image is missing. */
export function TeamBadge({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => Array.from(word)[0])
      .join('')
      .toUpperCase() || '?';
  return (
    <span className="team-badge">
      {failed || !src ? (
        <span className="team-badge__initials" aria-hidden="true">
          {initials}
        </span>
      ) : (
        <img src={src} alt="" loading="lazy" draggable={false} onError={() => setFailed(true)} />
      )}
    </span>
  );
}
