import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An information page (its key from the route loader): title and text from the dictionaries. */
export function InformationPage() {
  const { pageKey } = useLoaderData<{ pageKey: string }>();
  const { t } = useTranslation('info');
  const { settings, variant } = useLoadedSettings();
  const title = t(`info_${pageKey}_title`);
  useDocumentTitle(title, settings.customizeConfig.brand);
  return (
    <div className="info-layout">
      <nav className="info-layout__nav" aria-label={t('info_nav_label')}>
        <ul>
          {settings.informationConfig.pages.map((page) => (
            <li key={page}>
              <Link
                to={`/${variant.language}/information/${page}`}
                aria-current={page === pageKey ? 'page' : undefined}
              >
                {t(`info_${page}_title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="info-layout__article" aria-labelledby="info-title">
        <h1 id="info-title">{title}</h1>
        <p>{t(`info_${pageKey}_body`)}</p>
      </article>
    </div>
  );
}
