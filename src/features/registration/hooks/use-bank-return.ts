import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import {
  BANK_RETURN_PARAMS,
  type BankReturn,
  clearBankReturn,
  readBankReturn,
} from '@/lib/payments/bank-client';

/**
 * The bank's return to this page (pay-and-play), read once (when `read`: the tab's storage is the
 * browser's, never read in the platform's render or hydration): the trip is forgotten and the
 * reference leaves the address at once, so a reload never tries to register with it again.
 */
export function useBankReturn(read: boolean): BankReturn | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const [bankReturn] = useState(() => (read ? readBankReturn(searchParams) : undefined));
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
  return bankReturn;
}
