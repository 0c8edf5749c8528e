import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApi } from '@/lib/api-client/use-api';
import type { ConsultantRequest } from '@/lib/api-contract/generated/api-types.ts';

import { getConsultantRequest, postConsultantMessage } from '../api/consultant-endpoints';
import { topicName } from '../consultant-text';
import { type MomentFormat, useDateTimeFormat } from '../format-when';
import { useOfficeAction } from '../hooks/use-office-action';
import { problemText } from '../money-problem';
import { DETAILS_LIMIT } from './consultant-form-steps';
import { ConsultantPaymentsTable } from './consultant-payments-table';
import { RefusalAlert } from './refusal-alert';

/**
 * One request to the payment consultant: its topic and status, the payments it names, the
 * conversation, and (unless it is closed) a reply. Fresh whenever it is opened.
 */
export function ConsultantRequestView({ id }: { readonly id: number }) {
  const { t } = useTranslation(['office', 'common']);
  const request = useApi(
    getConsultantRequest,
    { id },
    { swr: { revalidateOnMount: true, dedupingInterval: 0 } },
  );
  const when = useDateTimeFormat();
  const data = request.data;

  if (request.error && !data) return <RefusalAlert error={request.error} />;
  if (!data) return <LoadingPlaceholder shapes={['title', 'line', 'row', 'row', 'card', 'card']} />;
  return (
    <article className="consultant-request" aria-labelledby="consultant-request-title">
      <header className="consultant-request__header">
        <h2 id="consultant-request-title">
          {t('office_consultant_request_title', { id: data.id })}
        </h2>
        <span className={`status-badge status-badge--consultant-${data.status}`}>
          {t(`office_consultant_status_${data.status}`)}
        </span>
      </header>
      <dl className="consultant-request__facts">
        <dt>{t('office_consultant_review_topic')}</dt>
        <dd>{topicName(t, data.topic)}</dd>
        <dt>{t('office_consultant_request_opened')}</dt>
        <dd>{when.format(new Date(data.created_at))}</dd>
      </dl>
      <h3>{t('office_consultant_request_payments')}</h3>
      {data.payment_list.length === 0 ? (
        <p className="form-note">{t('office_consultant_request_no_payments')}</p>
      ) : (
        <ConsultantPaymentsTable
          caption={t('office_consultant_request_payments')}
          payments={data.payment_list}
        />
      )}
      <Conversation request={data} format={when} />
      <div className="consultant-request__refresh">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={request.isValidating}
          onClick={() => void request.mutate()}
        >
          {t('office_consultant_refresh')}
        </button>
      </div>
      {data.status === 'closed' ? (
        <p className="form-note">{t('office_consultant_closed_note')}</p>
      ) : (
        <ReplyForm id={data.id} onReplied={(next) => void request.mutate(next, false)} />
      )}
    </article>
  );
}

/** The messages of a request, oldest first: whose and when each is, as their names. */
function Conversation({
  request,
  format,
}: {
  readonly request: ConsultantRequest;
  readonly format: MomentFormat;
}) {
  const { t } = useTranslation('office');
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('office_consultant_conversation')}</h3>
      <ol className="consultant-messages" aria-labelledby={`${ids}-title`}>
        {request.messages.map((message) => (
          <li
            key={message.id}
            className={`consultant-message consultant-message--${message.author}`}
          >
            <article aria-labelledby={`${ids}-${message.id}`}>
              <p id={`${ids}-${message.id}`} className="consultant-message__meta">
                <strong>{t(`office_consultant_author_${message.author}`)}</strong>
                {', '}
                <time dateTime={message.created_at}>
                  {format.format(new Date(message.created_at))}
                </time>
              </p>
              <p className="consultant-message__body">{message.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The player's reply in the request's conversation (the request is open again). */
function ReplyForm({
  id,
  onReplied,
}: {
  readonly id: number;
  readonly onReplied: (request: ConsultantRequest) => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const ids = useId();
  const [body, setBody] = useState('');
  const { busy, problem, done, run, setProblem, setDone } = useOfficeAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    if (body.trim() === '') {
      setProblem({ key: 'office_consultant_reply_required' });
      return;
    }
    await run(async () => {
      onReplied(await client.call(postConsultantMessage, { request_id: id, body }));
      setBody('');
      return t('office_consultant_reply_sent');
    });
  };
  return (
    <form className="consultant-reply" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${ids}-body`}>{t('office_consultant_reply_label')}</label>
      <textarea
        id={`${ids}-body`}
        className="form-control consultant-textarea"
        rows={4}
        maxLength={DETAILS_LIMIT}
        value={body}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${ids}-problem` : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setProblem(undefined);
        }}
      />
      {problem && (
        <p id={`${ids}-problem`} className="form-alert" role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <p role="status" className="form-note">
        {done}
      </p>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('office_consultant_reply_send')}
        </button>
      </div>
    </form>
  );
}
