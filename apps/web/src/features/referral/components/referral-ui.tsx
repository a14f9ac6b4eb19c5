import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { strokeIcon } from '../../../shared/ui/icons.tsx';
import { promoMoney } from '../../promotions/lib/promotion-format.ts';
import { useCurrencySymbol } from '../../reward-center/hooks/use-reward-center.ts';
import { isPositive } from '../../reward-center/lib/amounts.ts';
import { claimReferral, invalidateAfterReferralClaim, referralQueryOptions } from '../api/referral.ts';

/** Two people with a plus: inviting a friend. */
export const InviteIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
    <path d="M19 8v6M16 11h6" />
  </>,
);

/** A QR code's corners: scan me. */
export const QrIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4" />
    <path d="M8 8h3v3H8zM13 13h3v3h-3zM13 8h3M8 13v3" />
  </>,
);

/** The member's referral page: one page of its friends, with the code, the link, the promotion and the totals. */
export function useReferral(pageNo: number) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(referralQueryOptions(token, language, pageNo));
}

/** Money of the referral page as the promotions pages write it (Bangla digits in Bangla, "৳100" for ৳100.00). */
export function useReferralMoney(): (value: string) => string {
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  return (value: string) => promoMoney(value, language, symbol);
}

/**
 * Claims every reward ready: the toast says what was paid and the turnover it asks for (or that nothing was
 * ready), and the page, the menu's count and the wallet refresh. A refusal stays on the mutation for the button.
 */
export function useReferralClaim() {
  const { t } = useTranslation('referral');
  const money = useReferralMoney();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReferral,
    onSuccess: (result) => {
      if (result.rewards === 0) showToast(t('hero.claimedNothing'), 'info');
      else if (isPositive(result.turnoverRequired))
        showToast(
          t('hero.claimed', { amount: money(result.paid), turnover: money(result.turnoverRequired) }),
          'success',
        );
      else showToast(t('hero.claimedFree', { amount: money(result.paid) }), 'success');
      return invalidateAfterReferralClaim(queryClient);
    },
  });
}
