import type { ReactNode, SVGProps } from 'react';

/** Inline icons (no network, no icon font). Stroke icons on a 24 x 24 grid; brand marks are filled. */
export type IconProps = SVGProps<SVGSVGElement>;

/** A 24 x 24 stroke icon component from its paths; features draw their own icons with it. */
export function strokeIcon(children: ReactNode) {
  return function StrokeIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

function fillIcon(children: ReactNode) {
  return function FillIcon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        {children}
      </svg>
    );
  };
}

export const HomeIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </>,
);
export const LotteryIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="8" cy="8" r="4.5" />
    <circle cx="16.5" cy="15.5" r="4.5" />
    <path d="M8 6.5v3M15 15.5h3" />
  </>,
);
export const LiveIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2.5" />
    <path d="M12 8.2c-1.6 1.9-3.3 3.1-3.3 4.6a1.8 1.8 0 0 0 3.3 1 1.8 1.8 0 0 0 3.3-1c0-1.5-1.7-2.7-3.3-4.6Z" />
    <path d="M12 14v2.5" />
  </>,
);
export const SportsIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7.2 4 2.9-1.5 4.7h-5L8 10.1z" />
    <path d="M12 3v4.2M16 10.1l4.2-1.5M14.5 14.8l2.6 3.7M9.5 14.8l-2.6 3.7M8 10.1 3.8 8.6" />
  </>,
);
export const FishIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3 12c3-4.5 8-6 12-3.5l4-2.5v12l-4-2.5C11 18 6 16.5 3 12Z" />
    <circle cx="8" cy="11" r="0.8" fill="currentColor" />
  </>,
);
export const SlotsIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="5" width="15" height="15" rx="2.5" />
    <path d="M7.5 9.5v6M12 9.5v6M3 9.5h15M3 15.5h15" />
    <path d="M18 9h2.5V6.5" />
    <circle cx="20.5" cy="5" r="1.5" />
  </>,
);
export const CardsIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="6" width="11" height="15" rx="2" transform="rotate(-10 8.5 13.5)" />
    <path d="M13.5 4.3 19 5.5a2 2 0 0 1 1.5 2.4l-2.2 10.4" />
    <path d="M8.6 11.2c-1 1.2-2 1.9-2 2.8a1.1 1.1 0 0 0 2 .6 1.1 1.1 0 0 0 2-.6c0-.9-1-1.6-2-2.8Z" />
  </>,
);
export const EsportsIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M6.5 7h11a4 4 0 0 1 3.9 4.8l-1 5.1a2.2 2.2 0 0 1-3.8 1L14.5 16h-5l-2.1 1.9a2.2 2.2 0 0 1-3.8-1l-1-5.1A4 4 0 0 1 6.5 7Z" />
    <path d="M7.5 10.5v3M6 12h3" />
    <circle cx="15.5" cy="11" r="0.6" fill="currentColor" />
    <circle cx="17.5" cy="13" r="0.6" fill="currentColor" />
  </>,
);
export const GiftIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
    <path d="M12 8S10.5 3.5 8 3.5a2.2 2.2 0 0 0 0 4.5M12 8s1.5-4.5 4-4.5a2.2 2.2 0 0 1 0 4.5" />
  </>,
);
export const RoosterIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M8 4.5c.8-1.3 2.4-1.5 3.2-.4.9-1 2.4-.7 2.8.6" />
    <path d="M9 7.5c-2.4.3-3.6 2.3-3.4 4.2L4 12.5l1.8.7c.4 2.9 2.9 4.8 5.7 4.8 3.6 0 6.5-2.6 6.5-6.5 0-1.6.9-3 2-3.7-1.8-.8-4 0-5 1.5C14 7.4 11.6 7.2 9 7.5Z" />
    <path d="M10 18v3M13.5 18v3M8.5 21h3M12 21h3" />
    <circle cx="8.4" cy="10.3" r="0.6" fill="currentColor" />
  </>,
);
export const StoreIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M4 9.5 5.5 4h13L20 9.5" />
    <path d="M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
    <path d="M5.5 12v8h13v-8M10 20v-4.5h4V20" />
  </>,
);
export const FireIcon = /* @__PURE__ */ strokeIcon(
  <path d="M12 21c3.9 0 6.5-2.6 6.5-6.2 0-3.4-2.3-5.4-3.6-7.8-.7 1.8-1.5 2.8-2.7 3.4.2-2.7-.7-5.4-3-7.4.1 3.5-1.4 5.2-2.8 7C5.3 11.5 5.5 13 5.5 14.8 5.5 18.4 8.1 21 12 21Z" />,
);
export const PuzzleIcon = /* @__PURE__ */ strokeIcon(
  <path d="M10 4.5a2 2 0 1 1 4 0V6h4a1 1 0 0 1 1 1v3.5h-1.5a2 2 0 1 0 0 4H19V18a1 1 0 0 1-1 1h-3.5v-1.5a2 2 0 1 0-4 0V19H7a1 1 0 0 1-1-1v-4H4.5a2 2 0 1 1 0-4H6V7a1 1 0 0 1 1-1h3V4.5Z" />,
);
export const ChevronDownIcon = /* @__PURE__ */ strokeIcon(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = /* @__PURE__ */ strokeIcon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ strokeIcon(<path d="m9 6 6 6-6 6" />);
export const ArrowUpIcon = /* @__PURE__ */ strokeIcon(<path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />);
export const ArrowRightIcon = /* @__PURE__ */ strokeIcon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const CloseIcon = /* @__PURE__ */ strokeIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const MenuIcon = /* @__PURE__ */ strokeIcon(<path d="M4 7h16M4 12h16M4 17h10" />);
export const UserIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c1.2-3.6 4.1-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </>,
);
export const LockIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    <circle cx="12" cy="15.7" r="1.2" />
  </>,
);
export const PhoneIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </>,
);
export const MailIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M10 5.7A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.4 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const LogoutIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16.5 5.5 12 10 7.5M5.5 12H15" />
  </>,
);
export const WalletIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
    <path d="M16 14h.01" />
  </>,
);
export const DepositIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M12 3v11M7.5 9.5 12 14l4.5-4.5" />
    <path d="M4 15v3.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  </>,
);
export const WithdrawIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M12 14V3M7.5 7.5 12 3l4.5 4.5" />
    <path d="M4 15v3.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  </>,
);
export const HeadsetIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
    <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
    <path d="M19 19.5c0 1.2-1.8 2-4 2h-2" />
  </>,
);
export const ChatIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M20 12.5a7.5 7.5 0 0 1-10.9 6.7L4 20.5l1.4-4.4A7.5 7.5 0 1 1 20 12.5Z" />
    <path d="M9 12.5h.01M12.5 12.5h.01M16 12.5h.01" />
  </>,
);
export const ShareIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </>,
);
export const DownloadIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M12 7.5v7M9.3 11.8 12 14.5l2.7-2.7" />
  </>,
);
export const MegaphoneIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l8 4.5V4.5L7 9H5a1 1 0 0 0-1 1Z" />
    <path d="M18.5 9a4 4 0 0 1 0 6M8 15l1.5 5" />
  </>,
);
export const CrownIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="m3.5 8 4.2 3.5L12 5l4.3 6.5L20.5 8l-1.8 10H5.3Z" />
    <path d="M5.5 21h13" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const CoinsIcon = /* @__PURE__ */ strokeIcon(
  <>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 14v3c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.5-2.2-2.8-5-3" />
  </>,
);
export const ChartIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M4 20V4M4 20h16" />
    <path d="m7.5 15 3.5-4 3 2.5 5-6" />
  </>,
);
export const UsersIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 20c.9-3.2 3.5-5 6.5-5s5.6 1.8 6.5 5" />
    <path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 15.3c1.7.7 2.9 2.3 3.5 4.7" />
  </>,
);
export const HelpIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.2-2.5 3.8M12 17h.01" />
  </>,
);
export const FeedbackIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4Z" />
    <path d="M8.5 9h7M8.5 12h4.5" />
  </>,
);
export const ShieldIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.2 7.5 9.5 4.4-1.3 7.5-4.9 7.5-9.5V6Z" />
    <path d="m8.8 12 2.2 2.2 4.3-4.4" />
  </>,
);
export const ClockIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const GlobeIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </>,
);
export const RefreshIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M20 11a8 8 0 0 0-14.3-4.5L4 8.5" />
    <path d="M4 4v4.5h4.5M4 13a8 8 0 0 0 14.3 4.5L20 15.5" />
    <path d="M20 20v-4.5h-4.5" />
  </>,
);
export const WifiOffIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.6M19 13a10 10 0 0 0-3.4-2.3M2 9.5a15 15 0 0 1 4.3-2.8M22 9.5A15 15 0 0 0 11 5.6" />
    <path d="M12 20h.01" />
  </>,
);
export const ToolsIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3.5 17.2a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.1-5.4l-2.4 2.4-2.2-.4-.4-2.2Z" />
  </>,
);
export const MapPinOffIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 11.8-5.1M18.8 7.6c.1.6.2 1.2.2 1.9C19 14.8 12 21 12 21" />
    <circle cx="12" cy="9.5" r="2.5" />
    <path d="M3 3l18 18" />
  </>,
);
export const StarIcon = /* @__PURE__ */ strokeIcon(
  <path d="m12 3.5 2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8Z" />,
);
export const SparkIcon = /* @__PURE__ */ strokeIcon(
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />,
);
export const TicketIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3.5 8.5V6a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1v2.5a2.5 2.5 0 0 0 0 5V16a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-2.5a2.5 2.5 0 0 0 0-5Z" />
    <path d="M14 5v12" strokeDasharray="2 2" />
  </>,
);
export const LinkIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </>,
);
export const PlayIcon = /* @__PURE__ */ fillIcon(
  <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />,
);

/* Brand marks (simplified, single colour). */
export const FacebookIcon = /* @__PURE__ */ fillIcon(
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21Z" />,
);
export const YoutubeIcon = /* @__PURE__ */ fillIcon(
  <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z" />,
);
export const WhatsappIcon = /* @__PURE__ */ fillIcon(
  <path d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5Zm0 17.1a7.7 7.7 0 0 1-3.9-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.7 7.7 0 1 1 12 19.6Zm4.2-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.1 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.8 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6a2.5 2.5 0 0 0 1.6-1.2 2 2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3Z" />,
);
export const TiktokIcon = /* @__PURE__ */ fillIcon(
  <path d="M16.6 3h-3.1v12.3a2.7 2.7 0 1 1-2.7-2.7c.3 0 .5 0 .8.1V9.5h-.8a5.9 5.9 0 1 0 5.9 5.9V9.1a7.5 7.5 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-4.3-4.4Z" />,
);
export const InstagramIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.2 6.8h.01" />
  </>,
);
export const TwitterIcon = /* @__PURE__ */ fillIcon(
  <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8Zm-1.1 16.2h1.7L7.4 4.7H5.6Z" />,
);
export const TelegramIcon = /* @__PURE__ */ fillIcon(
  <path d="M20.7 4.2 2.9 11c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.3c.2.6.4.8.9.8.4 0 .6-.2.8-.4l2.2-2.2 4.6 3.4c.9.5 1.5.2 1.7-.8l3-14.3c.3-1.3-.5-1.8-1.5-1.5ZM8.6 13.5l9.2-5.8c.4-.3.8-.1.5.2l-7.9 7.1-.3 3.3Z" />,
);
export const AppleIcon = /* @__PURE__ */ fillIcon(
  <path d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8a4.6 4.6 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9s-2-.9-3.2-.9a4.8 4.8 0 0 0-4 2.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a10.3 10.3 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.3-3.9ZM14 5.3a4.2 4.2 0 0 0 1-3.1 4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.7 3.7 0 0 0 2.9-1.4Z" />,
);
export const AndroidIcon = /* @__PURE__ */ fillIcon(
  <path d="M17.5 9.3H6.5a.8.8 0 0 0-.8.8v7.3a1.5 1.5 0 0 0 1.5 1.5h.8v2.6a1.2 1.2 0 0 0 2.4 0v-2.6h3.2v2.6a1.2 1.2 0 0 0 2.4 0v-2.6h.8a1.5 1.5 0 0 0 1.5-1.5v-7.3a.8.8 0 0 0-.8-.8ZM4 9.3a1.2 1.2 0 0 0-1.2 1.2v5a1.2 1.2 0 0 0 2.4 0v-5A1.2 1.2 0 0 0 4 9.3Zm16 0a1.2 1.2 0 0 0-1.2 1.2v5a1.2 1.2 0 0 0 2.4 0v-5A1.2 1.2 0 0 0 20 9.3ZM15.3 4.3l1-1.6a.3.3 0 0 0-.5-.3l-1 1.6a6.8 6.8 0 0 0-5.6 0l-1-1.6a.3.3 0 0 0-.5.3l1 1.6a5.8 5.8 0 0 0-3 4.3h12.6a5.8 5.8 0 0 0-3-4.3ZM9.6 7a.6.6 0 1 1 .6-.6.6.6 0 0 1-.6.6Zm4.8 0a.6.6 0 1 1 .6-.6.6.6 0 0 1-.6.6Z" />,
);
export const SettingsPhoneIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="5.5" y="2.5" width="13" height="19" rx="2.5" />
    <circle cx="12" cy="11" r="2.2" />
    <path d="M12 6.8v1.5M12 13.7v1.5M8.3 11h1.5M14.2 11h1.5" />
  </>,
);
export const CheckIcon = /* @__PURE__ */ strokeIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const PencilIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M15.5 5.5 18.5 8.5" />
    <path d="M4 20l1-4.2L16.3 4.5a1.8 1.8 0 0 1 2.5 0l.7.7a1.8 1.8 0 0 1 0 2.5L8.2 19 4 20Z" />
  </>,
);
export const CopyIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </>,
);
export const KeyIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="8" cy="15" r="3.5" />
    <path d="m10.5 12.5 8-8M16 7l2.5 2.5M14 9l2 2" />
  </>,
);
export const DeviceIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="4.5" width="14" height="10" rx="1.5" />
    <path d="M7 18.5h6M10 14.5v4" />
    <rect x="17.5" y="9" width="4" height="9.5" rx="1" />
  </>,
);
