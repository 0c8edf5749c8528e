import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { secondFactorOf } from '@/lib/session/second-factor';
import { startSocialSignIn } from '@/lib/social/oauth-client';
import { providerName } from '@/lib/social/providers';
import { useDocumentTitle } from '@/lib/use-document-title';

import { SignInFlow } from './sign-in-flow';

/** /{lng}/login: sign in, then back to `?redirect=` (a path of this site) or the home page. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { lng = '' } = useParams();
  const navigate = useNavigate();
  // A social provider's return hands over its two-factor challenge: the flow starts at the code.
  const challenge = secondFactorOf(useLocation().state);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('auth_title'), settings.customizeConfig.brand);
  const redirect = params.get('redirect');
  // Only a path of this site: never an open redirect.
  const safeRedirect =
    redirect?.startsWith(`/${lng}/`) && !redirect.startsWith('//') ? redirect : `/${lng}/`;
  const onDone = useCallback(() => void navigate(safeRedirect), [navigate, safeRedirect]);
  const providers = settings.authConfig.social_providers;
  return (
    <section className="sign-in-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('auth_title')}</h1>
      {params.get('logoff') === 'idle' && (
        <p role="status">
          {t('auth_logged_off_idle', { count: settings.globalConfig.autologoff_minutes })}
        </p>
      )}
      <SignInFlow onDone={onDone} challenge={challenge} />
      {providers.length > 0 && (
        <div className="sign-in-page__social" role="group" aria-label={t('auth_social_label')}>
          {providers.map((provider) => (
            <button
              key={provider}
              type="button"
              className="button button--secondary"
              onClick={() =>
                startSocialSignIn({
                  provider,
                  language: lng,
                  returnTo: safeRedirect,
                  registrationType: 'soc_reg',
                })
              }
            >
              {providerName(provider)}
            </button>
          ))}
        </div>
      )}
      <p>
        <Link to={`/${lng}/password-reset`}>{t('reset_link')}</Link>
      </p>
      <p className="sign-in-page__register">
        {t('auth_no_account')} <Link to={`/${lng}/registration`}>{t('auth_register_link')}</Link>
      </p>
    </section>
  );
}
