import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLoaderData, useParams } from 'react-router';

import { useApi } from '@/lib/api-client/use-api';

import { getLeftMenuData, type LeftMenu } from '../api/office-menu-endpoints';
import type { OfficeOutletContext, OfficeSectionLink } from '../hooks/use-office-sections';

interface MenuGroup {
  readonly id: string;
  readonly sections: readonly OfficeSectionLink[];
}

/**
 * The menu's groups (profile, settings, promo) as the platform lists them, holding the sections
 * the app has built; one untitled group while the platform's menu is not known.
 */
function groupsOf(sections: readonly OfficeSectionLink[], menu: LeftMenu | undefined): MenuGroup[] {
  if (!menu) return [{ id: '', sections }];
  const groups = menu.groups.map((group) => ({
    id: group.id,
    sections: sections.filter((s) => (group.sections as readonly string[]).includes(s.key)),
  }));
  // A section the platform's menu does not name goes with the profile's.
  const named = new Set(groups.flatMap((g) => g.sections.map((s) => s.key)));
  const rest = sections.filter((s) => !named.has(s.key));
  if (rest.length > 0 && groups[0])
    groups[0] = { ...groups[0], sections: [...groups[0].sections, ...rest] };
  return groups.filter((g) => g.sections.length > 0);
}

/**
 * The personal office: the menu of the sections the variant enables (and the app has built) in
 * the platform's groups, with what waits in some of them (pending requests, active bonuses),
 * beside the open section.
 */
export function OfficePage() {
  const { t } = useTranslation('office');
  const { lng = '' } = useParams();
  const { sections, menu } = useLoaderData<{
    sections: (OfficeSectionLink & { inMenu: boolean })[];
    menu?: LeftMenu;
  }>();
  // The loader's answer first (no shift), kept fresh as the player moves through the office.
  const live = useApi(getLeftMenuData, undefined, { swr: { fallbackData: menu } });
  const data = live.data ?? menu;
  const badges: Readonly<Record<string, number>> = data?.badges ?? {};
  const groups = groupsOf(
    sections.filter((s) => s.inMenu),
    data,
  );
  return (
    <div className="office">
      <nav className="office__nav" aria-label={t('office_nav_label')}>
        {groups.map((group) => (
          <div key={group.id} className="office__group">
            {group.id && (
              <h2 className="office__group-title" id={`office-menu-${group.id}`}>
                {t(`office_menu_${group.id}`)}
              </h2>
            )}
            <ul aria-labelledby={group.id ? `office-menu-${group.id}` : undefined}>
              {group.sections.map((section) => {
                const waiting = badges[section.key] ?? 0;
                return (
                  <li key={section.key}>
                    <NavLink to={`/${lng}/office/${section.path}`}>
                      {t(`office_nav_${section.key}`)}
                      {waiting > 0 && (
                        <span className="office__badge">
                          <span aria-hidden="true">{waiting}</span>
                          <span className="visually-hidden">
                            {' '}
                            {t('office_menu_waiting', { number: waiting })}
                          </span>
                        </span>
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="office__section">
        <Outlet context={{ sections } satisfies OfficeOutletContext} />
      </div>
    </div>
  );
}
