import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { BANK_RETURN_PARAMS, type BankReturn, clearBankReturn } from '@/lib/payments/bank-client';

/**
 * The bank's return to this page (pay-and-play), once taken: the trip is forgotten and the
 * reference leaves the address at once, so a reload never tries to register with it again.
 */
export function useForgetBankReturn(bankReturn: BankReturn | undefined): void {
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    if (!bankReturn) return;
    clearBankReturn();
    setSearchParams(
      (params) => {
        for (const name of BANK_RETURN_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [bankReturn, setSearchParams]);
}
