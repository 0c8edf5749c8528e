import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { postActivate } from '@/lib/account/activation-endpoints';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useDocumentTitle } from '@/lib/use-document-title';

type Outcome = 'checking' | 'confirmed' | 'invalid';

/** /{lng}/activate?token=&user_id=: the link of the activation e-mail confirms the address. */
export function ActivationPage() {
  const { t } = useTranslation('common');
  const { lng = '' } = useParams();
  const [params] = useSearchParams();
  const client = useApiClient();
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('activation_title'), settings.customizeConfig.brand);
  const token = params.get('token') ?? '';
  const userId = Number(params.get('user_id'));
  const valid = token !== '' && Number.isInteger(userId) && userId > 0;
  const [outcome, setOutcome] = useState<Outcome>(valid ? 'checking' : 'invalid');
  // A token works once: the page's second effect run (development's strict mode) must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    client.call(postActivate, { data: { attributes: { token, user_id: userId } } }).then(
      () => setOutcome('confirmed'),
      () => setOutcome('invalid'),
    );
  }, [client, token, userId, valid]);
  return (
    <section className="activation-page" aria-labelledby="activation-title">
      <h1 id="activation-title">{t('activation_title')}</h1>
      <p role={outcome === 'invalid' ? 'alert' : 'status'}>{t(`activation_${outcome}`)}</p>
      {outcome !== 'checking' && <Link to={`/${lng}/`}>{t('activation_home')}</Link>}
    </section>
  );
}
