import { withdrawalPaths } from '@msp/contracts/api-paths.ts';
import type { BankAccount, BindBankAccountBody } from '@msp/contracts/withdrawals.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

/** GET /wps/withdraw/accounts (token, no trial): the member's bound accounts, numbers masked. */
export const bankAccountsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [walletKey, 'bankAccounts', token],
    queryFn: ({ signal }) =>
      apiRequest<BankAccount[]>(withdrawalPaths.accounts, {
        contract: () => import('@msp/contracts/withdrawals.ts').then((c) => c.bankAccountListSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** POST /wps/withdraw/accounts: binds one (payment password and the SMS code); answers the new list. */
export function bindBankAccount(body: BindBankAccountBody) {
  return apiRequest<BankAccount[]>(withdrawalPaths.accounts, {
    method: 'POST',
    body,
    contract: () => import('@msp/contracts/withdrawals.ts').then((c) => c.bankAccountListSchema),
  });
}
