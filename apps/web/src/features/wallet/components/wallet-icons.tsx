import { strokeIcon } from '../../../shared/ui/icons.tsx';

/** The wallet pages' own icons, drawn like the shared ones (24 x 24, 1.8 stroke). */
export const BankIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3 9.5 12 4l9 5.5" />
    <path d="M4.5 10v7.5M9.5 10v7.5M14.5 10v7.5M19.5 10v7.5" />
    <path d="M3 20h18" />
  </>,
);
export const MobileWalletIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10 18.5h4" />
    <path d="M9 8.5h6M9 11.5h4" />
  </>,
);
export const GlobeCardIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 9.5h19M6.5 15h4" />
  </>,
);
export const ImageIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5.2-5.2L6 20" />
  </>,
);
export const SwapIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M7 4 3.5 7.5 7 11M3.5 7.5H17" />
    <path d="m17 13 3.5 3.5L17 20M20.5 16.5H7" />
  </>,
);
export const ReceiptIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M5.5 3h13v18l-2.2-1.5L14 21l-2-1.5L10 21l-2.3-1.5L5.5 21V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
export const PlusIcon = /* @__PURE__ */ strokeIcon(<path d="M12 5v14M5 12h14" />);
export const AlertIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
);
export const TrendIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </>,
);
