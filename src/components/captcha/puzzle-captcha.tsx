import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import type { PuzzleChallengeResponse } from '@/lib/api-contract/generated/api-types.ts';

import { postPuzzleChallenge, postPuzzleVerify } from './captcha-endpoints';

/** What to tell the player: the field's key (a miss, an expired puzzle) or the call's, and a wait. */
function messageOf(error: unknown): { key: string; seconds?: number } {
  const failure = machineErrorOf(error);
  return { key: failure.fields?.captcha?.[0] ?? failure.code, seconds: failure.retryAfter };
}

interface PuzzleCaptchaProps {
  readonly onSolved: (token: string) => void;
  readonly onExpired: () => void;
}

/**
 * The platform's slider puzzle: move the piece (slider or arrow keys) until it fits the gap,
 * then check. The answer never reaches the browser; a miss loads nothing new until the third.
 */
export function PuzzleCaptcha({ onSolved, onExpired }: PuzzleCaptchaProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [challenge, setChallenge] = useState<PuzzleChallengeResponse>();
  const [x, setX] = useState(0);
  const [message, setMessage] = useState<{ key: string; seconds?: number }>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    client
      .call(postPuzzleChallenge, undefined, { signal: controller.signal })
      .then((c) => {
        setChallenge(c);
        setX(0);
      })
      .catch((error: unknown) => {
        // A refused challenge (the address used up its budget) says how long to wait.
        if (!controller.signal.aborted) setMessage(messageOf(error));
      });
    return () => controller.abort();
  }, [client]);

  const check = async () => {
    if (!challenge) return;
    setBusy(true);
    try {
      const answer = await client.call(postPuzzleVerify, { id: challenge.id, x });
      onSolved(answer.token);
    } catch (error) {
      const failure = messageOf(error);
      setMessage(failure);
      // An expired or used-up challenge: the dialog loads a new one.
      if (failure.key === 'captcha_expired') onExpired();
    } finally {
      setBusy(false);
    }
  };

  const text = message && t(message.key, { count: message.seconds });
  if (!challenge) return <p role="status">{text ?? t('loading')}</p>;
  const max = challenge.width - challenge.pieceSize;
  return (
    <div className="puzzle" style={{ width: challenge.width }}>
      {/* The picture is not text: it stays left to right in every language, like the x it measures. */}
      <div className="puzzle__board" dir="ltr" style={{ height: challenge.height }}>
        <img src={challenge.background} alt="" width={challenge.width} height={challenge.height} />
        <img
          className="puzzle__piece"
          src={challenge.piece}
          alt=""
          width={challenge.pieceSize}
          height={challenge.pieceSize}
          style={{ left: x, top: challenge.pieceY }}
        />
      </div>
      <label className="puzzle__label" htmlFor="puzzle-slider">
        {t('captcha_slider_label')}
      </label>
      <input
        id="puzzle-slider"
        type="range"
        min={0}
        max={max}
        value={x}
        dir="ltr"
        onChange={(event) => setX(Number(event.target.value))}
      />
      {message && (
        <p className="form-field__error" role="alert">
          {text}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void check()}>
        {t('captcha_check')}
      </button>
    </div>
  );
}
