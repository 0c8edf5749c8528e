import type { WelcomeBonusChoice } from '@machines/registration/registration.types';

interface WelcomeBonusesProps {
  readonly bonuses: readonly WelcomeBonusChoice[];
  readonly selected?: string;
  readonly legend: string;
  readonly t: (key: string) => string;
  readonly onSelect: (code: string) => void;
}

/** Welcome bonuses as radio buttons; the one named by ?bonus= comes preselected. */
export function WelcomeBonuses({ bonuses, selected, legend, t, onSelect }: WelcomeBonusesProps) {
  if (bonuses.length === 0) return null;
  const chosen = bonuses.find((b) => b.bonusCode === selected);
  return (
    <fieldset className="welcome-bonuses">
      <legend>{legend}</legend>
      {bonuses.map((bonus) => (
        <label key={bonus.id} className="welcome-bonus">
          <input
            type="radio"
            name="welcome-bonus"
            value={bonus.bonusCode}
            checked={bonus.bonusCode === selected}
            onChange={() => onSelect(bonus.bonusCode)}
          />
          <span className="welcome-bonus__title">{t(bonus.title)}</span>
          {bonus.info && <span className="welcome-bonus__info">{t(bonus.info)}</span>}
        </label>
      ))}
      {chosen?.bannerText && <p className="welcome-bonuses__banner">{t(chosen.bannerText)}</p>}
    </fieldset>
  );
}
