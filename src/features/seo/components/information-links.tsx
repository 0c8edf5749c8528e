import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { InformationLink } from '@/lib/api-contract/generated/api-types.ts';

/** The platform's information links (the variant's information pages), in the footer; nothing when it has none (or failed). */
export function InformationLinks({ links }: { readonly links: readonly InformationLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
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
