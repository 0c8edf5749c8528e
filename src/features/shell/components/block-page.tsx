import { useTranslation } from 'react-i18next';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useBackgroundMedia } from '@/lib/media/use-background-media';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown instead of the site to visitors from globalConfig.blocked_countries. */
export function BlockPage() {
  const { t } = useTranslation();
  const { settings, variant } = useLoadedSettings();
  const { block_page, geo_country_code } = settings.globalConfig;
  const { licenceConfig, customizeConfig } = settings;
  const country =
    new Intl.DisplayNames([variant.language], { type: 'region' }).of(geo_country_code) ??
    geo_country_code;
  useDocumentTitle(t(block_page.title), customizeConfig.brand);
  const background = useBackgroundMedia(block_page.background_media || undefined);
  return (
    <main
      id="main"
      className="block-page"
      style={background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined}
    >
      <div className="block-page__card">
        <p className="site-header__brand">{customizeConfig.brand}</p>
        <h1>{t(block_page.title)}</h1>
        <p>{t(block_page.text, { country })}</p>
        {block_page.go_to_link && (
          <a className="button" href={block_page.go_to_link} rel="noopener noreferrer">
            {t(block_page.go_to_text)}
          </a>
        )}
        {licenceConfig.number && (
          <p className="block-page__licence">
            {t(licenceConfig.text, { number: licenceConfig.number })}
          </p>
        )}
      </div>
    </main>
  );
}
