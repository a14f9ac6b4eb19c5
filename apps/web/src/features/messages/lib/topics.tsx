import type { MessageTopic } from '@msp/contracts/messages.ts';
import type { ComponentType } from 'react';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import {
  CoinsIcon,
  DepositIcon,
  GiftIcon,
  MegaphoneIcon,
  PencilIcon,
  strokeIcon,
  WithdrawIcon,
} from '../../../shared/ui/icons.tsx';

/** A bin with its lid: delete. */
export const TrashIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7" />
    <path d="M6 7l1 12.5h10L18 7M10 11v5.5M14 11v5.5" />
  </>,
);

/** Two ticks: everything read. */
export const ReadAllIcon = /* @__PURE__ */ strokeIcon(<path d="M3 12.5l4 4 8.5-8.5M10 15l1.5 1.5L20 8" />);

/** Each topic's icon, drawn in the list and above an open message. */
export const topicIcons: Record<MessageTopic, ComponentType<{ className?: string }>> = {
  NOTICE: MegaphoneIcon,
  DEPOSIT: DepositIcon,
  WITHDRAWAL: WithdrawIcon,
  BONUS: GiftIcon,
  CONTRACT: PencilIcon,
  BILL: CoinsIcon,
};

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** When a message came, for the list: the time today, else the day (YYYY-MM-DD). */
export function listedWhen(iso: string, now = new Date()): { today: boolean; text: string } {
  const at = new Date(iso);
  if (sameDay(at, now)) return { today: true, text: formatDateTime(at.getTime()).slice(11) };
  return { today: false, text: formatDate(at.getTime()) };
}

/** When a message came, in full (YYYY-MM-DD HH:mm). */
export const fullWhen = (iso: string) => formatDateTime(new Date(iso).getTime());
