import { useTranslation } from 'react-i18next';

/** A load that failed: what went wrong, and a button to try again. */
export function RetryAlert({ code, onRetry }: { code?: string; onRetry: () => void }) {
  const { t } = useTranslation(['common', 'registration']);
  return (
    <div role="alert">
      <p>{t(code ?? 'error_server_generic', { ns: ['common', 'registration'] })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry', { ns: 'common' })}
      </button>
    </div>
  );
}
