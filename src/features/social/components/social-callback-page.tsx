import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError, refusalText } from '@/lib/api-client/errors';
import { secondFactorState } from '@/lib/session/second-factor';
import { useSessionStore } from '@/lib/session/session-context';
import {
  callbackUrl,
  clearSocialStart,
  pendingSocialRegistration,
  readSocialStart,
} from '@/lib/social/oauth-client';
import { useHydrated } from '@/lib/use-hydrated';

import { postSocialAuth } from '../api/social-endpoints';

/**
 * /{lng}/social/callback: the provider sent the player back with a code. A known identity logs
 * in — or, with two-factor sign-in on, continues at the sign-in page's two-factor step (the
 * provider is only the first factor); a new one continues to the social registration; anything
 * else says what went wrong.
 */
export function SocialCallbackPage() {
  const { t, i18n } = useTranslation('common');
  const [params] = useSearchParams();
  const { lng = '' } = useParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const session = useSessionStore();
  // The trip's start is in the tab's storage: the platform's render (and hydration) shows "loading".
  const hydrated = useHydrated();
  const state = params.get('state');
  const start = useMemo(() => (hydrated ? readSocialStart(state) : undefined), [hydrated, state]);
  const code = params.get('code');
  const [failure, setFailure] = useState<string>();
  const error =
    failure ??
    (!hydrated || (start && code)
      ? undefined
      : params.get('error') === 'access_denied'
        ? 'social_cancelled'
        : 'error_social_code');

  // A code is good once: the exchange must run once even where effects run twice (StrictMode).
  const exchanged = useRef(false);
  useEffect(() => {
    if (!start || !code || exchanged.current) return;
    exchanged.current = true;
    clearSocialStart();
    client
      .call(postSocialAuth, {
        provider: start.provider,
        code,
        redirect_uri: callbackUrl(start.language),
      })
      .then((answer) => {
        if (answer.registration) {
          pendingSocialRegistration.save({
            ...answer.registration,
            formValues: start.formValues,
          });
          void navigate(`/${lng}/registration?type=${encodeURIComponent(start.registrationType)}`, {
            replace: true,
          });
        } else if (answer.twoFactor && answer.hash) {
          void navigate(`/${lng}/login?redirect=${encodeURIComponent(start.returnTo)}`, {
            replace: true,
            state: secondFactorState(answer.hash),
          });
        } else {
          session.set({ authenticated: true });
          void navigate(start.returnTo, { replace: true });
        }
      })
      .catch((cause: unknown) =>
        setFailure(
          cause instanceof ApiError
            ? refusalText(cause, (key) => i18n.exists(key))
            : 'error_social_code',
        ),
      );
    // The callback is handled once, for the URL it arrived with, once its start is read.
  }, [start]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="status-page" aria-labelledby="social-title">
      <h1 id="social-title">{t('social_title')}</h1>
      {error ? (
        <>
          <p role="alert">{t(error)}</p>
          <Link to={`/${lng}/`}>{t('go_home')}</Link>
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
