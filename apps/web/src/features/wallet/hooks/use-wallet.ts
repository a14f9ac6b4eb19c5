import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { balanceQueryOptions } from '../api/balance.ts';

/** The member's balance and the currency symbol to show amounts with (the merchant's, "৳" until known). */
export function useWallet() {
  const token = useSessionToken();
  const balance = useQuery(balanceQueryOptions(token));
  const { data: permission } = useQuery(permissionQueryOptions());
  const symbol = balance.data?.currencySymbol ?? permission?.merchant.currencySymbol ?? '৳';
  return { token, balance, symbol };
}
