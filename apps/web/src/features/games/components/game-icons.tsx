import { strokeIcon } from '../../../shared/ui/icons.tsx';

/** Icons of the game pages that the shared set does not have (same 24 x 24 stroke style). */
export const HeartIcon = /* @__PURE__ */ strokeIcon(
  <path d="M12 20.3 4.7 13.2A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 7.3 6.6Z" />,
);
export const SearchIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
export const FullscreenIcon = /* @__PURE__ */ strokeIcon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const FullscreenExitIcon = /* @__PURE__ */ strokeIcon(
  <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />,
);
export const ExternalIcon = /* @__PURE__ */ strokeIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const HistoryIcon = /* @__PURE__ */ strokeIcon(
  <path d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4M12 8v4l3 2" />,
);
export const GridIcon = /* @__PURE__ */ strokeIcon(
  <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
);
