import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type {
  ConsultantPaymentRef,
  ConsultantTopic,
} from '@machines/payment-consultant/payment-consultant.machine';
import type { ConsultantPayment } from '@/lib/api-contract/generated/api-types.ts';

import { topicName } from '../consultant-text';
import { useConsultantPaymentText } from '../hooks/use-consultant-payment-text';

/** What happened, in the player's words: at most this many characters. */
export const DETAILS_LIMIT = 2000;

const refKey = (p: ConsultantPaymentRef) => `${p.type}:${p.id}`;

/** The step's Back and Next (or another submit caption) under its fields. */
export function StepActions({
  onBack,
  next,
  busy = false,
}: {
  readonly onBack?: () => void;
  readonly next: string;
  readonly busy?: boolean;
}) {
  const { t } = useTranslation('office');
  return (
    <div className="form-actions consultant-steps__actions">
      {onBack && (
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('office_consultant_back')}
        </button>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
        {next}
      </button>
    </div>
  );
}

/** A local refusal under a step's fields (what the step needs before it goes on). */
function StepProblem({ id, text }: { readonly id: string; readonly text: string | undefined }) {
  return text ? (
    <p id={id} className="form-alert" role="alert">
      {text}
    </p>
  ) : null;
}

/** Step 1: the topic, one of the platform's, as radio buttons. */
export function TopicStep(props: {
  readonly topics: readonly ConsultantTopic[];
  readonly chosen: string | undefined;
  readonly onChoose: (topic: string) => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const ids = useId();
  const [topic, setTopic] = useState(props.chosen);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (topic) props.onChoose(topic);
    else setProblem(t('office_consultant_topic_required'));
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset
        className="consultant-choices"
        aria-describedby={problem ? `${ids}-problem` : undefined}
      >
        {/* The step's heading says it; the group keeps its name for screen readers. */}
        <legend className="visually-hidden">{t('office_consultant_step_topic')}</legend>
        {props.topics.map((item) => (
          <label key={item.id} className="consultant-choice">
            <input
              type="radio"
              name={`${ids}-topic`}
              value={item.id}
              checked={topic === item.id}
              onChange={() => {
                setTopic(item.id);
                setProblem(undefined);
              }}
            />
            <span>{topicName(t, item.id)}</span>
          </label>
        ))}
      </fieldset>
      <StepProblem id={`${ids}-problem`} text={problem} />
      <StepActions next={t('office_consultant_next')} />
    </form>
  );
}

/** Step 2: the player's payments the topic is about, as checkboxes (at least one where needed). */
export function PaymentsStep(props: {
  readonly topic: ConsultantTopic;
  readonly candidates: readonly ConsultantPayment[];
  readonly chosen: readonly ConsultantPaymentRef[];
  readonly onChoose: (payments: readonly ConsultantPaymentRef[]) => void;
  readonly onBack: () => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const ids = useId();
  const textOf = useConsultantPaymentText();
  const [chosen, setChosen] = useState(() => new Set(props.chosen.map(refKey)));
  const [problem, setProblem] = useState<string>();
  const needed = props.topic.needs_payment;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payments = props.candidates
      .filter((p) => chosen.has(refKey(p)))
      .map(({ type, id }) => ({ type, id }));
    if (needed && payments.length === 0)
      setProblem(t('error_consultant_payment_required', { ns: 'common' }));
    else props.onChoose(payments);
  };
  const hint = t(
    props.candidates.length === 0
      ? needed
        ? 'office_consultant_payments_none_needed'
        : 'office_consultant_payments_none'
      : needed
        ? 'office_consultant_payments_needed'
        : 'office_consultant_payments_optional',
  );
  return (
    <form onSubmit={submit} noValidate>
      <fieldset
        className="consultant-choices"
        aria-describedby={`${ids}-hint${problem ? ` ${ids}-problem` : ''}`}
      >
        <legend className="visually-hidden">{t('office_consultant_step_payments')}</legend>
        <p id={`${ids}-hint`} className="form-note">
          {hint}
        </p>
        {props.candidates.map((payment) => {
          const key = refKey(payment);
          const text = textOf(payment);
          return (
            <label key={key} className="consultant-choice consultant-choice--payment">
              <input
                type="checkbox"
                checked={chosen.has(key)}
                onChange={(e) => toggle(key, e.target.checked)}
              />
              <span className="consultant-payment__main">
                {text.kind} · {text.method} · <bdi dir="ltr">{text.amount}</bdi>
              </span>
              <span className="consultant-payment__meta">
                {text.status} · {text.date}
              </span>
            </label>
          );
        })}
      </fieldset>
      <StepProblem id={`${ids}-problem`} text={problem} />
      <StepActions onBack={props.onBack} next={t('office_consultant_next')} />
    </form>
  );
}

/** Step 3: what happened, in the player's words (required, at most DETAILS_LIMIT characters). */
export function DetailsStep(props: {
  readonly details: string;
  readonly onSubmit: (details: string) => void;
  readonly onBack: () => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const ids = useId();
  const [details, setDetails] = useState(props.details);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (details.trim() === '') setProblem(t('error_consultant_details_required', { ns: 'common' }));
    else props.onSubmit(details);
  };
  return (
    <form onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor={`${ids}-details`}>{t('office_consultant_details_label')}</label>
        <p id={`${ids}-hint`} className="form-note">
          {t('office_consultant_details_hint')}
        </p>
        <textarea
          id={`${ids}-details`}
          className="form-control consultant-textarea"
          rows={6}
          required
          maxLength={DETAILS_LIMIT}
          value={details}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${ids}-hint ${ids}-counter${problem ? ` ${ids}-problem` : ''}`}
          onChange={(e) => {
            setDetails(e.target.value);
            setProblem(undefined);
          }}
        />
        <p id={`${ids}-counter`} className="consultant-counter">
          {t('office_consultant_details_counter', {
            length: details.length,
            limit: DETAILS_LIMIT,
          })}
        </p>
      </div>
      <StepProblem id={`${ids}-problem`} text={problem} />
      <StepActions onBack={props.onBack} next={t('office_consultant_next')} />
    </form>
  );
}
