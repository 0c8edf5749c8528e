import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ApiError } from '@/lib/api-client/errors';

/** The window: a level-one heading naming what it is about, then its sections. */
export function StatisticsWindow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="statistics" aria-labelledby="statistics-title">
      <h1 id="statistics-title" className="statistics__title">
        {title}
      </h1>
      {children}
    </article>
  );
}

export interface NavItem<K extends string | number> {
  readonly key: K;
  readonly to: string;
  readonly text: string;
}

/** The window's tabs (or seasons) as links: each its own address, the one shown marked current. */
export function SectionNav<K extends string | number>({
  label,
  items,
  current,
}: {
  label: string;
  items: readonly NavItem<K>[];
  current: K;
}) {
  return (
    <nav className="statistics__nav" aria-label={label}>
      <ul className="statistics__tabs">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className="statistics__tab"
              to={item.to}
              aria-current={item.key === current ? 'page' : undefined}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One section of the window under its level-two heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="statistics__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="statistics__panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What stands in for an answer not here yet: loading, not found (a 404) or failed. */
export function CallState({ error }: { error: ApiError | undefined }) {
  const { t } = useTranslation('statistics');
  if (!error)
    return (
      <p className="statistics__message" role="status">
        {t('stats_loading')}
      </p>
    );
  return (
    <p className="statistics__message statistics__message--error" role="alert">
      {t(error.status === 404 ? 'stats_not_found' : 'stats_failed')}
    </p>
  );
}
