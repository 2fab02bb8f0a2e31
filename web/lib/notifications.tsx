import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ParseKeys } from 'i18next';
import { appRoutes } from '../../common/app-routes';
import { PENDING_UPDATE_NOTICE_MS } from '../../common/domain/constants';

// The notification bar (spec section 2, "Navigation and chrome"). A notice holds translation keys
// rather than texts, so that it follows a language switch while it is shown.

export interface Notice {
  message: ParseKeys;
  /** What the message names ({{name}}): plain text, never translated. */
  values?: Record<string, string>;
  link?: { label: ParseKeys; to: string };
}

/**
 * The notice raised when a favourite is added or removed (spec section 4's pending profile
 * update): it says what happened, to which perfume, rather than that "the profile" changed.
 * From the profile itself the link to the profile is left out.
 */
export function favouriteNotice(
  change: 'added' | 'removed',
  perfumeName: string,
  { linkToProfile = true }: { linkToProfile?: boolean } = {},
): Notice {
  return {
    message: change === 'added' ? 'notice.favouriteAdded' : 'notice.favouriteRemoved',
    values: { name: perfumeName },
    ...(linkToProfile ? { link: { label: 'notice.seeProfile', to: appRoutes.profile } } : {}),
  };
}

/** Whether a notice is about the profile: opening the profile answers it. */
export function isProfileNotice(notice: Notice | null): boolean {
  return notice?.link?.to === appRoutes.profile;
}

interface ShownNotice extends Notice {
  /** Distinguishes two raises of the same notice, so that each restarts the timer. */
  id: number;
}

interface NotificationContextValue {
  notice: ShownNotice | null;
  notify: (notice: Notice) => void;
  dismiss: () => void;
  hold: (held: boolean) => void;
}

const NotificationContext = createContext<NotificationContextValue | null>(null);

export function NotificationProvider({
  children,
  durationMs = PENDING_UPDATE_NOTICE_MS,
}: {
  children: ReactNode;
  durationMs?: number;
}) {
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  // While the visitor is reading or using the bar (pointer or focus on it), it does not go away
  // under them; the full duration starts again when they leave it.
  const [held, setHeld] = useState(false);

  const notify = useCallback((next: Notice) => {
    setNotice((current) => ({ ...next, id: (current?.id ?? 0) + 1 }));
  }, []);
  const dismiss = useCallback(() => {
    setNotice(null);
    setHeld(false);
  }, []);

  useEffect(() => {
    if (!notice || held) return;
    const timer = window.setTimeout(() => setNotice(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [notice, durationMs, held]);

  const value = useMemo(
    () => ({ notice, notify, dismiss, hold: setHeld }),
    [notice, notify, dismiss],
  );
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

function useNotificationContext(): NotificationContextValue {
  const context = useContext(NotificationContext);
  if (!context) throw new Error('Notifications need a <NotificationProvider> above them.');
  return context;
}

/** Raises a notice; it hides after PENDING_UPDATE_NOTICE_MS or when closed. */
export function useNotify(): (notice: Notice) => void {
  return useNotificationContext().notify;
}

/** The notice shown now, a way to close it and to hold it open, for the notification bar. */
export function useCurrentNotice(): {
  notice: ShownNotice | null;
  dismiss: () => void;
  hold: (held: boolean) => void;
} {
  const { notice, dismiss, hold } = useNotificationContext();
  return { notice, dismiss, hold };
}
