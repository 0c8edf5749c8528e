import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useDocumentTitle } from '@/lib/use-document-title';

import { usePromoModals } from '../hooks/use-promo-modals';

/**
 * The home page: who the site is, in the variant's currency, and its information pages; the
 * variant's promo modals open over it. `heading` is the platform's H1 for the page when it has one;
 * `children` are other features' sections the app composes in below the introduction (the
 * sportsbook's dashboard).
 */
export function HomePage({
  heading,
  children,
}: {
  readonly heading?: string;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation(['common', 'info']);
  const { settings, variant } = useLoadedSettings();
  const brand = settings.customizeConfig.brand;
  const { symbol, code } = settings.globalConfig.geo_currency;
  useDocumentTitle(t('brand_tagline'), brand);
  usePromoModals(settings.promoConfig.modal_names);
  return (
    <div className={`home home--${settings.globalConfig.home_page_type}`}>
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{heading || t('home_title', { brand })}</h1>
        <p>{t('home_intro', { currency: `${code} (${symbol})` })}</p>
      </section>
      {children}
      <section aria-labelledby="home-info-title">
        <h2 id="home-info-title">{t('home_info_title')}</h2>
        <ul className="card-list">
          {settings.informationConfig.pages.map((page) => (
            <li key={page}>
              <Link to={`/${variant.language}/information/${page}`}>
                {t(`info_${page}_title`, { ns: 'info' })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
