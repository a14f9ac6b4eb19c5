import { strokeIcon } from '../../../shared/ui/icons.tsx';

/** Icons of the feedback dialog and the live chat. */

/** A picture frame: attach an image. */
export const ImageIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m20.5 16-4.6-4.6a1.2 1.2 0 0 0-1.7 0L6 19.5" />
  </>,
);

/** A paper plane: send. */
export const SendIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M21 3 10.5 13.5" />
    <path d="M21 3 14.5 21l-4-7.5L3 9.5 21 3Z" />
  </>,
);

/** Two ticks: read by the other side. */
export const DoubleCheckIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="m2.5 12.5 4 4 8-9" />
    <path d="m11 16 1 1 9-10" />
  </>,
);

/** An inbox tray: my feedback. */
export const InboxIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3.5 13.5 6 5.5a1.5 1.5 0 0 1 1.4-1h9.2a1.5 1.5 0 0 1 1.4 1l2.5 8" />
    <path d="M3.5 13.5V18a1.5 1.5 0 0 0 1.5 1.5h14a1.5 1.5 0 0 0 1.5-1.5v-4.5h-5l-1.5 2.5h-4L8.5 13.5Z" />
  </>,
);
