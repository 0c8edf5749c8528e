import { useTranslation } from 'react-i18next';

import type { StatsOutcome } from '@/lib/api-contract/generated/api-types.ts';

/** A column heading short on screen ("P") and whole to a screen reader ("Played"). */
export function ColumnHead({ short, full }: { short: string; full: string }) {
  return (
    <th scope="col" title={full}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </th>
  );
}

/** Won, drawn or lost: the language's letter on screen, the word to a screen reader. */
export function ResultMark({ outcome }: { outcome: StatsOutcome }) {
  const { t } = useTranslation('statistics');
  return (
    <span className={`result-mark result-mark--${outcome}`} title={t(`stats_result_${outcome}`)}>
      <span aria-hidden="true">{t(`stats_result_short_${outcome}`)}</span>
      <span className="visually-hidden">{t(`stats_result_${outcome}`)}</span>
    </span>
  );
}

/** A team's last results, newest first. */
export function FormMarks({ form }: { form: readonly StatsOutcome[] }) {
  return (
    <span className="result-marks">
      {form.map((outcome, i) => (
        // Results repeat and never reorder: their place is their identity.
        <ResultMark key={i} outcome={outcome} />
      ))}
    </span>
  );
}
