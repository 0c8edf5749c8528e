import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paymentConsultantMachine } from '@machines/payment-consultant/payment-consultant.machine';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { ConsultantPayment } from '@/lib/api-contract/generated/api-types.ts';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { randomToken } from '@/lib/random-token';

import { paymentConsultantActors } from '../actors/consultant-actors';
import { topicName } from '../consultant-text';
import { problemText } from '../money-problem';
import { DetailsStep, PaymentsStep, StepActions, TopicStep } from './consultant-form-steps';
import { ConsultantPaymentsTable } from './consultant-payments-table';

const STEPS = 4;

/** The step a state of the flow shows (loading the payments is already step 2). */
const STEP_OF: Readonly<Record<string, number>> = {
  loadingTopics: 1,
  failed: 1,
  topic: 1,
  loadingPayments: 2,
  payments: 2,
  details: 3,
  review: 4,
  sending: 4,
  sent: 4,
};
const TITLE_OF = ['topic', 'payments', 'details', 'review'] as const;

/**
 * A new request to the payment consultant, one step at a time (the payment-consultant machine):
 * the topic, the payments it is about, what happened, a review, then sending. `onSent` gets the
 * new request's id.
 */
export function ConsultantRequestForm({ onSent }: { readonly onSent: (id: number) => void }) {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const machine = useMemo(
    () => paymentConsultantMachine.provide({ actors: paymentConsultantActors(client) }),
    [client],
  );
  const actor = useFlowActor(machine, {});
  const state = useSelector(actor, (s) => s);
  // One key per filled-out request: sending again after a failure is the same request.
  const [requestKey] = useState(randomToken);
  const heading = useRef<HTMLHeadingElement>(null);
  const { context } = state;
  const value = typeof state.value === 'string' ? state.value : '';
  const step = STEP_OF[value] ?? 1;

  // Each step's heading takes the focus (the first one too: the form just opened), so that
  // keyboard and screen reader follow the flow.
  useEffect(() => heading.current?.focus(), [step]);
  const sentId = state.matches('sent') ? context.requestId : undefined;
  useEffect(() => {
    if (sentId !== undefined) onSent(sentId);
  }, [sentId, onSent]);

  const back = () => actor.send({ type: 'back' });
  const error = context.error && problemText(t, { key: firstKey(context.error) });
  const send = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'request.send' });
  };
  const chosenTopic = context.topic;
  const candidates = context.candidates as readonly ConsultantPayment[];
  const busy = state.matches('sending') || state.matches('sent');

  return (
    <div className="consultant-steps">
      <p className="consultant-steps__count">
        {t('office_consultant_step', { step, total: STEPS })}
      </p>
      <ol className="consultant-steps__bar" aria-hidden="true">
        {TITLE_OF.map((name, i) => (
          <li key={name} className={i + 1 <= step ? 'is-done' : undefined} />
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1}>
        {t(`office_consultant_step_${TITLE_OF[step - 1] ?? 'topic'}`)}
      </h2>
      {error && !state.matches('review') && !state.matches('failed') && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {(state.matches('loadingTopics') || state.matches('loadingPayments')) && (
        <LoadingPlaceholder shapes={['line', 'control', 'control', 'control', 'button']} />
      )}
      {state.matches('failed') && (
        <>
          <p className="form-alert" role="alert">
            {error}
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
            {t('office_consultant_retry')}
          </button>
        </>
      )}
      {state.matches('topic') && (
        <TopicStep
          topics={context.topics}
          chosen={chosenTopic?.id}
          onChoose={(topic) => actor.send({ type: 'topic.choose', topic })}
        />
      )}
      {state.matches('payments') && chosenTopic && (
        <PaymentsStep
          topic={chosenTopic}
          candidates={candidates}
          chosen={context.payments}
          onChoose={(payments) => actor.send({ type: 'payments.choose', payments })}
          onBack={back}
        />
      )}
      {state.matches('details') && (
        <DetailsStep
          details={context.details}
          onSubmit={(details) => actor.send({ type: 'details.submit', details, requestKey })}
          onBack={back}
        />
      )}
      {(state.matches('review') || busy) && (
        <form onSubmit={send} noValidate>
          <dl className="consultant-review">
            <dt>{t('office_consultant_review_topic')}</dt>
            <dd>{chosenTopic && topicName(t, chosenTopic.id)}</dd>
            <dt>{t('office_consultant_review_payments')}</dt>
            <dd>
              {context.payments.length === 0 ? (
                t('office_consultant_review_no_payments')
              ) : (
                <ConsultantPaymentsTable
                  caption={t('office_consultant_review_payments')}
                  payments={candidates.filter((c) =>
                    context.payments.some((p) => p.type === c.type && p.id === c.id),
                  )}
                />
              )}
            </dd>
            <dt>{t('office_consultant_review_details')}</dt>
            <dd className="consultant-review__details">{context.details}</dd>
          </dl>
          {error && (
            <p className="form-alert" role="alert">
              {error}
            </p>
          )}
          <StepActions
            onBack={busy ? undefined : back}
            busy={busy}
            next={t(busy ? 'office_consultant_sending' : 'office_consultant_send')}
          />
        </form>
      )}
    </div>
  );
}

/** A refusal's first field key (a 422 names the field), else its code. */
function firstKey(error: { code: string; fields?: Readonly<Record<string, readonly string[]>> }) {
  for (const keys of Object.values(error.fields ?? {})) if (keys[0]) return keys[0];
  return error.code;
}
