import type { DepositStatus } from '@msp/contracts/deposits.ts';
import type { TransactionStatus } from '@msp/contracts/records.ts';
import type { WithdrawalStatus } from '@msp/contracts/withdrawals.ts';

export type StatusTone = 'pending' | 'success' | 'danger' | 'info' | 'warning';

/** The colour family of a request's or a record's status chip. */
export function statusTone(status: DepositStatus | WithdrawalStatus | TransactionStatus): StatusTone {
  switch (status) {
    case 'PENDING':
      return 'pending';
    case 'APPROVED':
    case 'SUCCESS':
    case 'CONFIRMED':
    case 'CONFIRMED_BY_TIMEOUT':
      return 'success';
    case 'REJECTED':
      return 'danger';
    case 'PAID':
      return 'info';
    case 'DISPUTED':
      return 'warning';
  }
}
