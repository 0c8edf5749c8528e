import { useTranslation } from 'react-i18next';

/** The shapes a placeholder draws, each at the size of what it stands for (base.css). */
export type PlaceholderShape = 'title' | 'line' | 'label' | 'control' | 'button' | 'row' | 'card';

/**
 * A loading state drawn in the shape of what will replace it, so that arriving content takes the
 * place kept for it instead of pushing what is below; screen readers hear "Loading…".
 */
export function LoadingPlaceholder({
  shapes,
  className,
}: {
  readonly shapes: readonly PlaceholderShape[];
  readonly className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`loading-placeholder ${className ?? ''}`.trim()} role="status" aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      {shapes.map((shape, i) => (
        <div key={i} className={`skeleton skeleton--${shape}`} aria-hidden="true" />
      ))}
    </div>
  );
}
