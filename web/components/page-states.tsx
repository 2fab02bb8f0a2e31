import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page-states.css';

// The states of a page that loads its content: loading, failed (with a retry) and not found.

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-state" role="status">
      {t('pageStates.loading')}
    </p>
  );
}

export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-state">
      <p role="alert">{t('pageStates.error')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('pageStates.retry')}
      </button>
    </div>
  );
}

/** Why there is nothing to show, with a way on (`action`). */
export function PageMissing({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section className="page-state">
      <h2 className="page-state__title">{title}</h2>
      <p>{text}</p>
      {action}
    </section>
  );
}
