import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleLoading } from './module-loads';
import './loading-overlay.css';

/** The overlay appears only when loading lasts longer than this, to avoid flashes. */
export const LOADING_OVERLAY_DELAY_MS = 150;

// Sources of "busy" below the root layout (the query boundary of each screen) report here: the
// root itself must not import TanStack Query, which is not part of the landing's initial chunk.
const BusyReportContext = createContext<((delta: number) => void) | null>(null);

/** How many sources report busy, and the function they report with (owned by the root layout). */
export function useBusyReports(): { count: number; report: (delta: number) => void } {
  const [count, setCount] = useState(0);
  const report = useCallback((delta: number) => setCount((current) => current + delta), []);
  return { count, report };
}

export function BusyReportProvider({
  report,
  children,
}: {
  report: (delta: number) => void;
  children: ReactNode;
}) {
  return <BusyReportContext.Provider value={report}>{children}</BusyReportContext.Provider>;
}

/** Marks the app busy while `busy` is true (and the caller is mounted). */
export function useReportBusy(busy: boolean): void {
  const add = useContext(BusyReportContext);
  useEffect(() => {
    if (!busy || !add) return;
    add(1);
    return () => add(-1);
  }, [busy, add]);
}

/**
 * busy: a non-silent query or mutation runs, or a screen's module is loading (for aria-busy).
 * visible: busy for longer than LOADING_OVERLAY_DELAY_MS (for the overlay).
 */
export function useLoadingState(reported: number): { busy: boolean; visible: boolean } {
  const moduleLoading = useModuleLoading();
  const busy = reported > 0 || moduleLoading;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!busy) {
      setDelayPassed(false);
      return;
    }
    const timer = window.setTimeout(() => setDelayPassed(true), LOADING_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return { busy, visible: busy && delayPassed };
}

export function LoadingOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="progressbar" aria-label={t('app.loading')}>
      <span className="loading-overlay__spinner" aria-hidden="true" />
    </div>
  );
}
