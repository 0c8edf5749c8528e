import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';

import type { captchaMachine } from '@machines/captcha/captcha.machine';
import { Dialog } from '@/components/ui/dialog';
import { useLoadedSettings } from '@/config/use-settings.ts';

import { ProviderCaptcha } from './provider-captcha';
import { PuzzleCaptcha } from './puzzle-captcha';

/** The captcha dialog over the form: whichever challenge the variant uses, or why it cannot load. */
export function CaptchaDialog({ actor }: { actor: ActorRefFrom<typeof captchaMachine> }) {
  const { t } = useTranslation('common');
  const { settings, variant } = useLoadedSettings();
  const state = useSelector(actor, (s) => s);
  const { kind } = state.context;
  const send = actor.send;
  return (
    <Dialog
      open
      title={t('captcha_title')}
      onClose={() => send({ type: 'captcha.dismiss' })}
      closeLabel={t('close')}
    >
      {state.matches('loading') && <p role="status">{t('loading')}</p>}
      {state.matches('shown') &&
        (kind === 'puzzle' || kind === 'custom' ? (
          <PuzzleCaptcha
            onSolved={(token) => send({ type: 'captcha.solve', token })}
            onExpired={() => send({ type: 'captcha.expire' })}
          />
        ) : (
          <ProviderCaptcha
            siteKey={settings.captchaConfig.google_site_key}
            language={variant.language}
            onToken={(token) => send({ type: 'captcha.solve', token })}
            onExpire={() => send({ type: 'captcha.expire' })}
            onError={(message) => send({ type: 'captcha.fail', message })}
          />
        ))}
      {state.matches('failed') && (
        <div className="captcha-failed">
          <p role="alert">{t('captcha_load_failed')}</p>
          <button type="button" className="button" onClick={() => send({ type: 'captcha.retry' })}>
            {t('retry')}
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'captcha.dismiss' })}
          >
            {t('close')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
