import type { ReactNode } from 'react';

/** Which placeholder a section shows while its first answer is on its way (sized in CSS). */
export type SkeletonKind = 'slider' | 'games' | 'express' | 'champs' | 'cards';

/** What a section shows: its call's latest answer, or none yet, or its failure. */
export interface SectionState<T> {
  readonly data: T | undefined;
  readonly failed: boolean;
}

/**
 * One of the dashboard's sections: a region named by its h2. Before its first answer it holds
 * the room its content will take (a placeholder of fixed height, so nothing below moves); empty,
 * or failing before any answer, it is not shown at all.
 */
export function DashboardSection<T>({
  id,
  title,
  state,
  isEmpty,
  skeleton,
  className,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly state: SectionState<T>;
  readonly isEmpty: (data: T) => boolean;
  readonly skeleton: SkeletonKind;
  readonly className?: string;
  readonly children: (data: T) => ReactNode;
}) {
  const { data, failed } = state;
  if (data === undefined ? failed : isEmpty(data)) return null;
  const headingId = `${id}-title`;
  return (
    <section
      className={['dashboard__section', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={data === undefined || undefined}
    >
      <h2 id={headingId} className="dashboard__title">
        {title}
      </h2>
      {data === undefined ? (
        <div className={`skeleton dashboard__skeleton dashboard__skeleton--${skeleton}`} />
      ) : (
        children(data)
      )}
    </section>
  );
}
