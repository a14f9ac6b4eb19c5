import type { DepositChannel } from '@msp/contracts/deposits.ts';
import { brandMarks, channelBrand } from '../lib/channel-brand.ts';
import { BankIcon, GlobeCardIcon, MobileWalletIcon } from './wallet-icons.tsx';
import './wallet.css';

/** The round badge of a channel: the wallet's brand mark, a bank or an online-payment icon. */
export function ChannelBadge({ channel }: { channel: Pick<DepositChannel, 'providerName' | 'kind'> }) {
  const brand = channelBrand(channel);
  const mark = brandMarks[brand];
  return (
    <span className={`wl-badge wl-badge--${brand}`} aria-hidden="true">
      {mark ? (
        <b>{mark}</b>
      ) : brand === 'bank' ? (
        <BankIcon />
      ) : brand === 'gateway' ? (
        <GlobeCardIcon />
      ) : (
        <MobileWalletIcon />
      )}
    </span>
  );
}
