import './microfrontend-page.css';

import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';

import {
  type SharedKey,
  sharedKeys,
} from '@machines/cross-frame-channel/cross-frame-channel.machine';
import { useLoadedSettings } from '@/config/use-settings.ts';

import { useHostChannel } from '../hooks/use-host-channel';
import { HostBars } from './host-bars';

type BooleanKey = Exclude<SharedKey, 'routePath' | 'overlayTheme'>;
const isBooleanKey = (key: SharedKey): key is BooleanKey =>
  key !== 'routePath' && key !== 'overlayTheme';

/** `/{lng}/microfrontend/{key}`: the microfrontend in an iframe, the shared state shown and driven beside it. */
export function MicrofrontendPage() {
  const { t } = useTranslation(['frames', 'common']);
  const { microfrontendKey } = useLoaderData<{ microfrontendKey: string }>();
  const { settings, variant } = useLoadedSettings();
  const { iframeConfig } = settings;
  const microfrontend = iframeConfig.microfrontends[microfrontendKey];
  const { pathname } = useLocation();
  const { channel, view, frameRef } = useHostChannel(
    iframeConfig.allowed_origins,
    pathname,
    variant.language,
  );
  const modalOpen = view?.shared.microfrontendModalOpen ?? false;
  const shown = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'frames_value_yes' : 'frames_value_no') : String(value);

  return (
    <div className="microfrontend-page">
      {/* Behind an open microfrontend modal the page takes no input; the shared-state panel stays usable: it is the demo's control desk. */}
      <div className="microfrontend-page__host" inert={modalOpen}>
        <h1>{t('frames_demo_page_title')}</h1>
        <p>{t('frames_demo_intro')}</p>
        {view && <HostBars shared={view.shared} language={variant.language} />}
      </div>
      {modalOpen && (
        <div
          className="microfrontend-page__backdrop"
          data-testid="host-modal-backdrop"
          aria-hidden="true"
        />
      )}
      <section className="shared-state" aria-labelledby="shared-state-title">
        <h2 id="shared-state-title">{t('frames_shared_state')}</h2>
        <p role="status" data-channel-status={view?.status ?? 'init'}>
          {t('frames_channel_status', { status: t(`frames_status_${view?.status ?? 'init'}`) })}
        </p>
        <ul className="shared-state__list">
          {sharedKeys.map((key) => {
            const value = view?.shared[key];
            return (
              <li key={key} data-key={key}>
                {isBooleanKey(key) ? (
                  <label>
                    <input
                      type="checkbox"
                      checked={value === true}
                      disabled={!channel}
                      onChange={(e) => channel?.set(key, e.target.checked)}
                    />
                    {t(`frames_key_${key}`)}
                  </label>
                ) : (
                  <span>{t(`frames_key_${key}`)}</span>
                )}
                : <span data-value-of={key}>{shown(value)}</span>
                {key === 'overlayTheme' && (
                  <button
                    type="button"
                    disabled={!channel}
                    onClick={() =>
                      channel?.set('overlayTheme', value === 'dark' ? 'light' : 'dark')
                    }
                  >
                    {t('frames_switch_theme')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {microfrontend?.url && (
        <iframe
          ref={frameRef}
          className="microfrontend-page__frame"
          src={microfrontend.url}
          title={t(microfrontend.title ?? 'frames_demo_title')}
        />
      )}
    </div>
  );
}
