import { avatarChoices } from '@msp/contracts/profile-fields.ts';
import { useId, type ReactNode } from 'react';

export type AvatarName = (typeof avatarChoices)[number];

export function isAvatarName(value: string | null | undefined): value is AvatarName {
  return (avatarChoices as readonly string[]).includes(value ?? '');
}

interface ArtProps {
  id: string;
}

/** The background disc every avatar sits on: a two-stop gradient and a soft top light. */
function Disc({ id, from, to }: ArtProps & { from: string; to: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-light`} cx="0.3" cy="0.2" r="0.8">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.28" />
          <stop offset="0.6" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${id}-bg)`} />
      <circle cx="32" cy="32" r="32" fill={`url(#${id}-light)`} />
    </>
  );
}

const gold = (id: string) => (
  <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stopColor="#ffe08a" />
    <stop offset="0.55" stopColor="#f5b942" />
    <stop offset="1" stopColor="#c47f12" />
  </linearGradient>
);

/** The Bengal tiger. */
function Tiger({ id }: ArtProps) {
  const stripe = { stroke: '#2a1608', strokeWidth: 2.2, strokeLinecap: 'round' as const, fill: 'none' };
  return (
    <>
      <Disc id={id} from="#1f5c44" to="#0b241a" />
      <circle cx="17.5" cy="20" r="7" fill="#f08a24" />
      <circle cx="46.5" cy="20" r="7" fill="#f08a24" />
      <circle cx="17.5" cy="20" r="3.4" fill="#3a2110" />
      <circle cx="46.5" cy="20" r="3.4" fill="#3a2110" />
      <ellipse cx="32" cy="35" rx="19.5" ry="17.5" fill="#f7931e" />
      <path
        d="M13.5 38c3 7 9 12 18.5 12.5S47.5 45 50.5 38c-3 3-7 4-9 3-2 4-5.5 6-9.5 6s-7.5-2-9.5-6c-2 1-6 0-9-3z"
        fill="#fff4e6"
      />
      <ellipse cx="32" cy="42" rx="8.5" ry="6.5" fill="#fff4e6" />
      <path d="M32 19.5v6M26.5 20.5l1.8 4.6M37.5 20.5l-1.8 4.6" {...stripe} />
      <path d="M13.8 31.5h5.2M14.4 36.5h4.8M50.2 31.5H45M49.6 36.5h-4.8" {...stripe} />
      <ellipse cx="25" cy="32" rx="2.7" ry="3.1" fill="#1d1208" />
      <ellipse cx="39" cy="32" rx="2.7" ry="3.1" fill="#1d1208" />
      <circle cx="25.9" cy="31" r="0.9" fill="#fff" />
      <circle cx="39.9" cy="31" r="0.9" fill="#fff" />
      <path d="M28.8 38.2h6.4L32 41.6z" fill="#3a1f10" />
      <path
        d="M32 41.6v1.8m0 0c-1.4 1.7-3.4 1.7-4.6.2m4.6-.2c1.4 1.7 3.4 1.7 4.6.2"
        stroke="#3a1f10"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
    </>
  );
}

/** The shapla (water lily), Bangladesh's flower. */
function Lotus({ id }: ArtProps) {
  return (
    <>
      <Disc id={id} from="#27338a" to="#0d1238" />
      <path d="M32 44c-8-3.5-14-4.4-20-2.2 4.2 5 11.6 6.2 20 2.2z" fill="#d9467f" />
      <path d="M32 44c8-3.5 14-4.4 20-2.2-4.2 5-11.6 6.2-20 2.2z" fill="#d9467f" />
      <path d="M32 42c-3-9.5-8.5-15.5-16-17.5 0 9.5 5.5 16.5 16 17.5z" fill="#ff6fa8" />
      <path d="M32 42c3-9.5 8.5-15.5 16-17.5 0 9.5-5.5 16.5-16 17.5z" fill="#ff6fa8" />
      <path d="M32 14.5c5.6 6.4 6.8 14.3 0 27.5-6.8-13.2-5.6-21.1 0-27.5z" fill="#ffa3cb" />
      <path d="M32 20v18" stroke="#ff6fa8" strokeWidth="1" strokeLinecap="round" />
      <circle cx="32" cy="41" r="2.4" fill="#f5b942" />
      <path
        d="M14 50c3.5 1.6 7.5 1.6 11 0s7.5-1.6 11 0 7.5 1.6 11 0"
        stroke="#7fb3ff"
        strokeOpacity="0.6"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </>
  );
}

/** A falcon's head in profile. */
function Falcon({ id }: ArtProps) {
  return (
    <>
      <Disc id={id} from="#3aa0ff" to="#173f9e" />
      <path
        d="M16 54c0-17 7-31 22-33.5 7.5-1.2 12.5 2.8 13.5 8L44.6 31c-1 5.3-4.8 8.6-9.6 9.6L40 54z"
        fill="#f4efe6"
      />
      <path
        d="M21.5 35c2.8-8 8.4-13.2 16.5-14.5 7.5-1.2 12.5 2.8 13.5 8l-7 1.6c-5-3.6-13.4-3.6-23 4.9z"
        fill="#5b3a1e"
      />
      <path d="M43.8 27.6l11.4 2.2c-.6 4.4-4.6 6.6-9.2 4.8z" fill="#f5b942" />
      <path d="M55.2 29.8c.2 1.8-.6 3.4-2 4.4" stroke="#c47f12" strokeWidth="1.2" fill="none" />
      <circle cx="40.2" cy="28.6" r="3.2" fill="#f5b942" />
      <circle cx="40.4" cy="28.6" r="2" fill="#111" />
      <circle cx="41" cy="28" r="0.6" fill="#fff" />
      <path d="M30 42c3 1.5 5 4 6 7M24 44c3 1.5 5 4 6.4 8" stroke="#cfc6b6" strokeWidth="1.4" fill="none" />
    </>
  );
}

/** A jewelled crown. */
function Crown({ id }: ArtProps) {
  return (
    <>
      <Disc id={id} from="#8b5cf6" to="#3b1783" />
      <defs>{gold(id)}</defs>
      <path d="M15.5 43 13 24.5l10.5 8L32 18l8.5 14.5L51 24.5 48.5 43z" fill={`url(#${id}-gold)`} />
      <rect x="15.5" y="44" width="33" height="6.5" rx="2.4" fill={`url(#${id}-gold)`} />
      <circle cx="13" cy="23.5" r="2.6" fill="#ffe08a" />
      <circle cx="32" cy="17" r="2.6" fill="#ffe08a" />
      <circle cx="51" cy="23.5" r="2.6" fill="#ffe08a" />
      <circle cx="32" cy="35.5" r="3.2" fill="#ff5d6c" />
      <circle cx="23" cy="38" r="2.1" fill="#2fd48a" />
      <circle cx="41" cy="38" r="2.1" fill="#3aa0ff" />
      <path d="M18 47.2h28" stroke="#fff3c4" strokeOpacity="0.7" strokeWidth="1.2" strokeLinecap="round" />
    </>
  );
}

/** A lucky star with sparkles. */
function Star({ id }: ArtProps) {
  return (
    <>
      <Disc id={id} from="#19c2ad" to="#0b4f4a" />
      <defs>{gold(id)}</defs>
      <path
        d="m32 12.5 5.9 12.1 13.3 1.9-9.6 9.4 2.3 13.2L32 42.8l-11.9 6.3 2.3-13.2-9.6-9.4 13.3-1.9z"
        fill={`url(#${id}-gold)`}
        stroke="#fff3c4"
        strokeOpacity="0.5"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <path
        d="M49 12.5v6M46 15.5h6M14 44v5M11.5 46.5h5"
        stroke="#e8fffb"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="51" cy="46" r="1.4" fill="#e8fffb" />
    </>
  );
}

/** A die showing five. */
function Dice({ id }: ArtProps) {
  const pips: Array<[number, number]> = [
    [24.5, 24.5],
    [39.5, 24.5],
    [32, 32],
    [24.5, 39.5],
    [39.5, 39.5],
  ];
  return (
    <>
      <Disc id={id} from="#ff5d6c" to="#8c1030" />
      <g transform="rotate(-12 32 32)">
        <rect x="16.5" y="18.5" width="31" height="31" rx="7" fill="#000" fillOpacity="0.25" />
        <rect x="16.5" y="16.5" width="31" height="31" rx="7" fill="#fffaf3" />
        {pips.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3" fill={cx === 32 ? '#d4153f' : '#1b1305'} />
        ))}
      </g>
    </>
  );
}

const arts: Record<AvatarName, (props: ArtProps) => ReactNode> = {
  tiger: Tiger,
  lotus: Lotus,
  falcon: Falcon,
  crown: Crown,
  star: Star,
  dice: Dice,
};

/**
 * A member's avatar (the profile's `avatar`, one of `avatarChoices`), drawn inline; without one, the
 * account's first letter on the brand gradient.
 */
export function AvatarArt({
  avatar,
  account = '',
  size = 40,
  className,
  title,
}: {
  avatar: string | null | undefined;
  account?: string;
  size?: number;
  className?: string;
  title?: string;
}) {
  const id = `avatar${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const Art = isAvatarName(avatar) ? arts[avatar] : null;
  return (
    <svg
      className={`avatar-art${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      data-avatar={Art ? avatar : 'initial'}
    >
      {Art ? (
        <Art id={id} />
      ) : (
        <>
          <defs>
            <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="var(--color-primary-strong, #ffd27a)" />
              <stop offset="1" stopColor="var(--color-primary-deep, #a87412)" />
            </linearGradient>
          </defs>
          <circle cx="32" cy="32" r="32" fill={`url(#${id}-bg)`} />
          <text
            x="32"
            y="33"
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="28"
            fontWeight="800"
            fill="var(--color-primary-contrast, #1b1305)"
            fontFamily="inherit"
          >
            {(account.trim()[0] ?? '?').toUpperCase()}
          </text>
        </>
      )}
    </svg>
  );
}
