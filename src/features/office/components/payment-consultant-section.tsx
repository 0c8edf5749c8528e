import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import type { ConsultantRequestSummary } from '@/lib/api-contract/generated/api-types.ts';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getConsultantRequests } from '../api/consultant-endpoints';
import { usePages } from '../api/use-pages';
import { topicName } from '../consultant-text';
import { useDateTimeFormat } from '../format-when';
import { ConsultantRequestForm } from './consultant-request-form';
import { ConsultantRequestView } from './consultant-request-view';
import { RefusalAlert } from './refusal-alert';
import { ShowMore } from './show-more';

const pageInput = (page: number) => ({ page });
const keyOf = (r: ConsultantRequestSummary) => r.id;

/** The request a `?request=` names (a positive whole number), if any. */
function requestIdOf(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * office_payment_consultant: the player's requests to the payment consultant; a new one filled
 * out step by step (`?new`), and one request with its payments and conversation (`?request=ID`),
 * each at an address of its own.
 */
export function PaymentConsultantSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_consultant_title'), settings.customizeConfig.brand);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const requestId = requestIdOf(params.get('request'));
  const creating = requestId === undefined && params.has('new');
  const opened = useCallback(
    (id: number) => void navigate(`${pathname}?request=${id}`, { replace: true }),
    [navigate, pathname],
  );

  return (
    <section className="consultant" aria-labelledby="consultant-title">
      <div className="consultant__heading">
        <h1 id="consultant-title">{t('office_consultant_title')}</h1>
        {requestId === undefined && !creating ? (
          <Link className="button" to={`${pathname}?new`}>
            {t('office_consultant_new')}
          </Link>
        ) : (
          <Link className="button button--secondary" to={pathname}>
            {t('office_consultant_to_list')}
          </Link>
        )}
      </div>
      {requestId !== undefined ? (
        <ConsultantRequestView key={requestId} id={requestId} />
      ) : creating ? (
        <ConsultantRequestForm onSent={opened} />
      ) : (
        <>
          <p className="form-note">{t('office_consultant_intro')}</p>
          <RequestList pathname={pathname} />
        </>
      )}
    </section>
  );
}

/** The player's requests, the latest touched first, each linking to its view. */
function RequestList({ pathname }: { readonly pathname: string }) {
  const { t } = useTranslation(['office', 'common']);
  const pages = usePages(getConsultantRequests, pageInput, keyOf);
  const when = useDateTimeFormat();
  const items = pages.items;
  return (
    <>
      {pages.error && !items && <RefusalAlert error={pages.error} />}
      {!items && !pages.error && <LoadingPlaceholder shapes={['row', 'row', 'row']} />}
      {items?.length === 0 && <p className="empty-state">{t('office_consultant_empty')}</p>}
      {items && items.length > 0 && (
        <table className="money-table money-table--stack consultant-table">
          <caption className="visually-hidden">{t('office_consultant_requests_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office_consultant_col_number')}</th>
              <th scope="col">{t('office_consultant_review_topic')}</th>
              <th scope="col">{t('office_consultant_col_status')}</th>
              <th scope="col">{t('office_consultant_col_updated')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`${pathname}?request=${r.id}`}>
                    {t('office_consultant_number', { id: r.id })}
                  </Link>
                </td>
                <td>{topicName(t, r.topic)}</td>
                <td>
                  <span className={`status-badge status-badge--consultant-${r.status}`}>
                    {t(`office_consultant_status_${r.status}`)}
                  </span>
                </td>
                <td>{when.format(new Date(r.updated_at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ShowMore pages={pages} />
    </>
  );
}
