import { useRef, type KeyboardEvent } from 'react';
import type { RegistrationType } from '@machines/registration/registration.types';

interface RegistrationTabsProps {
  readonly types: readonly RegistrationType[];
  readonly active?: RegistrationType;
  readonly label: string;
  readonly panelId: string;
  readonly disabled: boolean;
  readonly caption: (type: RegistrationType) => string;
  readonly icon: (type: RegistrationType) => string;
  readonly onSelect: (type: RegistrationType) => void;
}

/** Registration types as tabs (ARIA tabs: arrows, Home and End move and select). */
export function RegistrationTabs({ types, active, label, panelId, disabled, caption, icon, onSelect }: RegistrationTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (types.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Right-to-left pages read the arrows mirrored.
    const rtl = document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const target = rtl ? index - (next - index) : next;
    const wrapped = (target + types.length) % types.length;
    const type = types[wrapped];
    if (type) {
      onSelect(type);
      refs.current[wrapped]?.focus();
    }
  };
  return (
    <div className="registration-tabs" role="tablist" aria-label={label}>
      {types.map((type, index) => (
        <button
          key={type}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`registration-tab-${type}`}
          aria-selected={type === active}
          aria-controls={panelId}
          tabIndex={type === active ? 0 : -1}
          disabled={disabled && type !== active}
          data-icon={icon(type)}
          onClick={() => onSelect(type)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {caption(type)}
        </button>
      ))}
    </div>
  );
}
