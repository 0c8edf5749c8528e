import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import type { InformationLink } from '@/lib/api-contract/generated/api-types.ts';
import { usePageHost } from '@/lib/page-context';

import { getInformationLinks } from '../api/get-information-links';
import { useSeoCall } from '../hooks/use-seo-call';
import { variantParamsOf } from '../variant-params';

const NO_LINKS: readonly InformationLink[] = [];

/** The platform's information links (the variant's information pages), in the footer; nothing when it has none (or fails). */
export function InformationLinks() {
  const { t } = useTranslation();
  const { variant } = useLoadedSettings();
  const host = usePageHost();
  const links = useSeoCall(
    'information links',
    getInformationLinks,
    { language: variant.language, domain: host, ...variantParamsOf(variant) },
    NO_LINKS,
  );
  if (!links || links.length === 0) return null;
  return (
    <nav className="site-footer__info-links" aria-label={t('footer_info_links_label')}>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
