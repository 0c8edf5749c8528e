import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLoaderData, useParams } from 'react-router';

import { sectionComponent } from '@/app/loaders';

/** The personal office: the sections the variant enables (and the app has built) beside the open one. */
export function OfficePage() {
  const { t } = useTranslation('office');
  const { lng = '' } = useParams();
  const { sectionKey, sections } = useLoaderData<{
    sectionKey: string;
    sections: { key: string; path: string }[];
  }>();
  const component = sectionComponent(sectionKey);
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
      <div className="office__section">{component ? createElement(component) : null}</div>
    </div>
  );
}
