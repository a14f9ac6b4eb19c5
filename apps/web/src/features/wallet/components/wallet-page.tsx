import { DepositPage } from './deposit-page.tsx';
import { BonusDetailsPage, PersonalProfitPage, TransactionHistoryPage } from './records-pages.tsx';
import { TransferFundPage, TransferUplinePage } from './transfer-page.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

/** The member-centre pages (spec §2) this feature draws. */
export const walletPages = [
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
] as const;
export type WalletPageKey = (typeof walletPages)[number];

export function isWalletPage(page: string | undefined): page is WalletPageKey {
  return (walletPages as readonly string[]).includes(page ?? '');
}

/** One wallet page of the member centre, by its spec name. */
export function WalletPage({ page }: { page: WalletPageKey }) {
  switch (page) {
    case 'depositv2':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'transferUpline':
      return <TransferUplinePage />;
    case 'transferFund':
      return <TransferFundPage />;
    case 'transactionHistory':
      return <TransactionHistoryPage />;
    case 'personalProfit':
      return <PersonalProfitPage />;
    case 'bonusDetails':
      return <BonusDetailsPage />;
  }
}
