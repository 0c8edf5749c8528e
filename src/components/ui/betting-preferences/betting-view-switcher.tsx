import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { BETTING_VIEWS } from '@/lib/odds/betting-view';
import { useBettingView } from '@/lib/odds/use-betting-view';

/**
 * The betting-view switcher (European / Asian) as a radio group, shown only when the variant
 * allows more than one view (globalConfig.allowedBettingViews); sets the `bettingView` preference.
 */
export function BettingViewSwitcher({ className }: { readonly className?: string }) {
  const { t } = useTranslation('sportsbook');
  const { view, allowed, setView } = useBettingView();
  const name = useId();
  if (allowed.length < 2) return null;
  const views = BETTING_VIEWS.filter((v) => allowed.includes(v.id));
  return (
    <fieldset className={['setting-choice', className].filter(Boolean).join(' ')}>
      <legend>{t('betting_view_label')}</legend>
      {views.map(({ id, nameKey }) => (
        <label key={id} className="setting-choice__option">
          <input
            type="radio"
            name={name}
            value={id}
            checked={id === view}
            onChange={() => setView(id)}
          />
          {t(nameKey)}
        </label>
      ))}
    </fieldset>
  );
}
