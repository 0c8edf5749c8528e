import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SiteLink } from '@/components/ui/site-link';
import { useSettings } from '@/config/use-settings.ts';

import { pageOn } from '../menu-items';
import { CookieSettingsButton } from './cookie-settings-button';
import { DisplaySettings } from './display-settings';

/** Footer columns from footerConfig, other features' footer pieces (extras), the 18+ block, licence, support and copyright; `inert` behind a modal. */
export function SiteFooter({
  inert = false,
  extras,
}: {
  readonly inert?: boolean;
  readonly extras?: ReactNode;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { columns, copyright } = settings.footerConfig;
  const { licenceConfig, supportConfig, booleanConfig, customizeConfig } = settings;
  return (
    <footer className="site-footer" aria-label={t('footer_label')} inert={inert}>
      <div className="site-footer__columns">
        {columns.map((column) => (
          <section
            key={column.title}
            className="site-footer__column"
            aria-labelledby={`footer-${column.title}`}
          >
            <h2 id={`footer-${column.title}`}>{t(column.title ?? '')}</h2>
            <ul>
              {(column.items ?? [])
                .filter((item) => pageOn(item, settings))
                .map((item) => (
                  <li key={String(item.id)}>
                    <SiteLink to={item.link ?? '/'}>
                      {item.langKey ? t(item.langKey, { ns: ['info', 'common'] }) : item.text}
                    </SiteLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      {extras}
      {booleanConfig.has_adult_block_footer && (
        <p className="site-footer__adult">
          <span className="adult-badge" aria-hidden="true">
            {t('footer_adult')}
          </span>{' '}
          {t('footer_adult_text')}
        </p>
      )}
      {licenceConfig.number && (
        <p className="site-footer__licence">
          {t(licenceConfig.text, { number: licenceConfig.number })}
        </p>
      )}
      {supportConfig.email && (
        <p>
          <a href={`mailto:${supportConfig.email}`}>
            {t('footer_support', { email: supportConfig.email })}
          </a>
        </p>
      )}
      <DisplaySettings />
      <CookieSettingsButton />
      <p className="site-footer__copyright">
        {t(copyright, { year: new Date().getFullYear(), brand: customizeConfig.brand })}
      </p>
    </footer>
  );
}
