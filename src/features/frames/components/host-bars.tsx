import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SharedState } from '@machines/cross-frame-channel/cross-frame-channel.machine';
import { useSettings } from '@/config/use-settings.ts';
import { promptInstall } from '@/lib/pwa/install-prompt';

const betTypes = ['all', 'single', 'express'] as const;

/**
 * The host's own pieces a microfrontend switches on and off: the support consultant link, the PWA
 * install button (booleanConfig.has_pwa_prompt), the bets-history type filter and the bottom actions.
 * The site has no betting pages yet, so the filter and the actions are these minimal host elements.
 */
export function HostBars({
  shared,
  language,
}: {
  readonly shared: SharedState;
  readonly language: string;
}) {
  const { t } = useTranslation('frames');
  const { supportConfig, booleanConfig } = useSettings();
  const [betType, setBetType] = useState<(typeof betTypes)[number]>('all');
  const consultantHref =
    supportConfig.consultant_url || (supportConfig.email ? `mailto:${supportConfig.email}` : '');
  return (
    <>
      {(shared.consultantAvailable && consultantHref) ||
      (booleanConfig.has_pwa_prompt && shared.canInstallPwa) ? (
        <p className="host-bars__offers">
          {shared.consultantAvailable && consultantHref && (
            <a
              className="button button--secondary"
              href={consultantHref}
              data-testid="host-consultant-link"
            >
              {t('frames_consultant_chat')}
            </a>
          )}
          {booleanConfig.has_pwa_prompt && shared.canInstallPwa && (
            <button
              type="button"
              className="button"
              data-testid="host-install-pwa"
              onClick={() => promptInstall()}
            >
              {t('frames_install_app')}
            </button>
          )}
        </p>
      ) : null}
      {shared.betsHistoryTypeFilterVisible && (
        <div
          className="host-bars__filter"
          role="group"
          aria-label={t('frames_bets_filter_label')}
          data-testid="host-bets-history-filter"
        >
          {betTypes.map((type) => (
            <button
              key={type}
              type="button"
              className="button button--secondary"
              aria-pressed={betType === type}
              onClick={() => setBetType(type)}
            >
              {t(`frames_bets_filter_${type}`)}
            </button>
          ))}
        </div>
      )}
      {shared.bottomActionsVisible && (
        <nav
          className="host-bars__actions"
          aria-label={t('frames_bottom_actions_label')}
          data-testid="host-bottom-actions"
        >
          <a href={`/${language}/`}>{t('frames_bottom_action_home')}</a>
          <a href="#main">{t('frames_bottom_action_top')}</a>
        </nav>
      )}
    </>
  );
}
