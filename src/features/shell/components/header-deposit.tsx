import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';

import { ShellIcon } from './shell-icon';

/** The office's deposit section (office_recharge) lives at /{lng}/office/recharge. */
const DEPOSIT_SECTION = 'office_recharge';

/**
 * Deposit, beside the signed-in player's balance: the office's deposit section, where the variant
 * has one. Under 1024 px (CSS) only its icon shows; its name stays the link's accessible name.
 */
export function HeaderDeposit() {
  const { t } = useTranslation();
  const { settings, variant } = useLoadedSettings();
  if (!settings.officeConfig.sections.includes(DEPOSIT_SECTION)) return null;
  return (
    <Link
      className="button site-header__action site-header__deposit"
      to={`/${variant.language}/office/recharge`}
    >
      <ShellIcon name="deposit" />
      <span className="site-header__action-text">{t('header_deposit')}</span>
    </Link>
  );
}
