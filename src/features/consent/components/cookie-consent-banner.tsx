import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useConsentBanner } from '@/lib/consent/consent-context';
import type { ConsentLevel } from '@/lib/consent/consent-store';

/** The four answers, most permissive first (spec: 3 all, 1 only functionality, 2 only marketing, 0 none). */
const CHOICES: readonly { level: ConsentLevel; key: string; primary?: true }[] = [
  { level: 3, key: 'consent_accept_all', primary: true },
  { level: 1, key: 'consent_only_functionality' },
  { level: 2, key: 'consent_only_marketing' },
  { level: 0, key: 'consent_refuse_optional' },
];

/**
 * The cookie-consent banner: a named region stuck to the bottom of the viewport but part of the
 * page's flow, so the page ends below it and nothing stays hidden under it. It does not take focus
 * on its own (the page stays usable), only when the player reopens it from the footer.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const { lng = '' } = useParams();
  const { open, level, choose } = useConsentBanner();
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const reopened = open && level !== undefined;
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);
  if (!open) return null;
  return (
    <section ref={region} className="consent-banner" aria-labelledby={headingId} tabIndex={-1}>
      <div className="consent-banner__text">
        <h2 id={headingId}>{t('consent_title')}</h2>
        <p>
          {t('consent_text')}{' '}
          <Link to={`/${lng}/information/cookies`}>{t('consent_policy_link')}</Link>
        </p>
        {level !== undefined && (
          <p>
            {t('consent_current', { choice: t(CHOICES.find((c) => c.level === level)?.key ?? '') })}
          </p>
        )}
      </div>
      <div className="consent-banner__actions">
        {CHOICES.map(({ level: choice, key, primary }) => (
          <button
            key={choice}
            type="button"
            className={primary ? 'button' : 'button button--secondary'}
            onClick={() => choose(choice)}
          >
            {t(key)}
          </button>
        ))}
      </div>
    </section>
  );
}
