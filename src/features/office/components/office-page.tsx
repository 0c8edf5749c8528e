import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLoaderData, useParams } from 'react-router';

import type { OfficeOutletContext } from '../hooks/use-office-sections';

/** The personal office: the sections the variant enables (and the app has built) beside the open one. */
export function OfficePage() {
  const { t } = useTranslation('office');
  const { lng = '' } = useParams();
  const { sections } = useLoaderData<{ sections: { key: string; path: string }[] }>();
  return (
    <div className="office">
      <nav className="office__nav" aria-label={t('office_nav_label')}>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink to={`/${lng}/office/${section.path}`}>
                {t(`office_nav_${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="office__section">
        <Outlet context={{ sections } satisfies OfficeOutletContext} />
      </div>
    </div>
  );
}
