import type { DepositChannelKind } from '@msp/contracts/deposits.ts';

/** The look of a payment channel's tile: the brand colours of Bangladesh's wallets, else by kind. */
export type ChannelBrand = 'bkash' | 'nagad' | 'rocket' | 'upay' | 'bank' | 'gateway' | 'wallet';

export function channelBrand(channel: {
  providerName: string;
  kind: DepositChannelKind | 'BANK';
}): ChannelBrand {
  const provider = channel.providerName.toLowerCase();
  if (provider.includes('bkash')) return 'bkash';
  if (provider.includes('nagad')) return 'nagad';
  if (provider.includes('rocket')) return 'rocket';
  if (provider.includes('upay')) return 'upay';
  if (channel.kind === 'GATEWAY') return 'gateway';
  if (channel.kind === 'BANK_TRANSFER' || channel.kind === 'BANK') return 'bank';
  return 'wallet';
}

/** The short mark drawn on a wallet brand's badge. */
export const brandMarks: Partial<Record<ChannelBrand, string>> = {
  bkash: 'b',
  nagad: 'N',
  rocket: 'R',
  upay: 'U',
};
