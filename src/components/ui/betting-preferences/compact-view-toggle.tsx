import { useTranslation } from 'react-i18next';

import { useSettings } from '@/config/use-settings.ts';
import { usePreference } from '@/lib/preferences/use-preference';

/**
 * The compact ("lite") view on or off: a labelled checkbox with the switch role (announced as on
 * or off), kept as the `compactView` preference; nothing where the variant does not offer the
 * view (booleanConfig.has_lite_view).
 */
export function CompactViewToggle({ className }: { readonly className?: string }) {
  const { t } = useTranslation('sportsbook');
  const offered = useSettings().booleanConfig.has_lite_view;
  const [compact, setCompact] = usePreference('compactView');
  if (!offered) return null;
  return (
    <label className={['setting-switch', className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        role="switch"
        checked={compact}
        onChange={(event) => setCompact(event.target.checked)}
      />
      {t('compact_view_label')}
    </label>
  );
}
