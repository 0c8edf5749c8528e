import { useTranslation } from 'react-i18next';

import { moneyProblemOf, problemText } from '../money-problem';

/** What the platform refused (or a dropped connection), said in the player's words, as an alert. */
export function RefusalAlert({ error }: { readonly error: unknown }) {
  const { t } = useTranslation(['office', 'common']);
  return (
    <p className="form-alert" role="alert">
      {problemText(t, moneyProblemOf(error))}
    </p>
  );
}
