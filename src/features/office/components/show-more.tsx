import { useTranslation } from 'react-i18next';

import type { Pages } from '../api/use-pages';

/** "Show more" under a paged list while its last page was full; an error of a further page is said here. */
export function ShowMore({ pages }: { readonly pages: Pages<unknown> }) {
  const { t } = useTranslation(['office', 'common']);
  if (!pages.items || (!pages.hasMore && !pages.loadingMore)) return null;
  return (
    <div className="show-more">
      {pages.error && (
        <p className="form-alert" role="alert">
          {t('error_server_generic', { ns: 'common' })}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={pages.loadingMore}
        aria-busy={pages.loadingMore || undefined}
        onClick={pages.loadMore}
      >
        {pages.loadingMore ? t('loading', { ns: 'common' }) : t('office_show_more')}
      </button>
    </div>
  );
}
