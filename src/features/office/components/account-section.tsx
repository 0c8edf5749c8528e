import { useTranslation } from 'react-i18next';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useDocumentTitle } from '@/lib/use-document-title';

import { BalanceSummary } from './balance-summary';
import { CurrencyAccounts } from './currency-accounts';
import { OfficeShortcuts } from './office-shortcuts';
import { RefusalAlert } from './refusal-alert';

export { accountFirstData } from '../first-data';

/**
 * office_account, the office's home: the player's balances (the active account first, bonus and
 * points), shortcuts to the cashier, and the accounts in each currency (open, make active, close).
 */
export function AccountSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_account_title'), settings.customizeConfig.brand);
  const accounts = useAccounts();
  return (
    <section className="office-account" aria-labelledby="office-account-title">
      <h1 id="office-account-title">{t('office_account_title')}</h1>
      {accounts.data ? (
        <BalanceSummary accounts={accounts.data} />
      ) : accounts.error ? (
        <RefusalAlert error={accounts.error} />
      ) : (
        <LoadingPlaceholder className="balance-cards" shapes={['card', 'card', 'card']} />
      )}
      <OfficeShortcuts />
      {accounts.data && <CurrencyAccounts accounts={accounts.data} />}
    </section>
  );
}
