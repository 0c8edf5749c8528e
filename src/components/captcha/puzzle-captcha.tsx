import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/errors';
import type { PuzzleChallengeResponse } from '@/lib/api-contract/generated/api-types.ts';

import { postPuzzleChallenge, postPuzzleVerify } from './captcha-endpoints';

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
  const [message, setMessage] = useState<string>();
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
        if (!controller.signal.aborted)
          setMessage(error instanceof ApiError ? error.userMessage : 'error_server_generic');
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
      const key =
        error instanceof ApiError
          ? ((error.body as { validation_errors?: { captcha?: string[] } }).validation_errors
              ?.captcha?.[0] ?? error.userMessage)
          : 'error_server_generic';
      setMessage(key);
      // An expired or used-up challenge: the dialog loads a new one.
      if (key === 'captcha_expired') onExpired();
    } finally {
      setBusy(false);
    }
  };

  if (!challenge) return <p role="status">{message ? t(message) : t('loading')}</p>;
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
          {t(message)}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void check()}>
        {t('captcha_check')}
      </button>
    </div>
  );
}
