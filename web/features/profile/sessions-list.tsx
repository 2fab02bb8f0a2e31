import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSummary, SessionsResponse } from '../../../common/api/accounts';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import { FormMessage } from '../../components/form-field';
import { ApiError } from '../../lib/api-client';
import { callEndpoint } from '../../lib/call-endpoint';
import { currentLanguage } from '../../lib/i18n';
import { sessionDate, timeAgo } from './session-times';

/** The list's query key, per account, so that another account never sees this one's list. */
export const sessionsQueryKey = (userId: string) =>
  ['api', endpointRoutes.listSessions.path, userId] as const;

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * "Your sessions" (docs/decisions/008): where the account is signed in, this device first, each
 * other one with a button to end it, and "sign out everywhere else". After an ending, the focus
 * goes to the section's title and the result is announced, as the ended row is gone.
 */
export function SessionsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const key = sessionsQueryKey(userId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callEndpoint('listSessions', { signal }),
    staleTime: 0,
    gcTime: 0,
  });
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  async function end(body: { sessionId: string } | { others: true }, done: string) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer: SessionsResponse = await callEndpoint('endSessions', { body });
      queryClient.setQueryData(key, answer);
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({
        tone: 'error',
        text:
          error instanceof ApiError && error.status === 429
            ? t('account.rateLimited')
            : t('profile.sessions.endFailed'),
      });
      void list.refetch();
    } finally {
      setBusy(false);
      titleRef.current?.focus();
    }
  }

  return (
    <section className="profile-sessions" aria-labelledby="profile-sessions-title">
      <h3
        id="profile-sessions-title"
        ref={titleRef}
        tabIndex={-1}
        className="profile-account__subtitle"
      >
        {t('profile.sessions.title')}
      </h3>
      <p>{t('profile.sessions.intro')}</p>
      {list.isPending && <p role="status">{t('profile.sessions.loading')}</p>}
      {list.isError && <FormMessage tone="error">{t('profile.sessions.loadFailed')}</FormMessage>}
      {sessions.length > 0 && (
        <ul className="profile-sessions__list">
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={busy}
              onEnd={(device) =>
                void end({ sessionId: session.id }, t('profile.sessions.ended', { device }))
              }
            />
          ))}
        </ul>
      )}
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      {list.isSuccess &&
        (others > 0 ? (
          <div className="profile__account-actions">
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={() => void end({ others: true }, t('profile.sessions.endedOthers'))}
            >
              {t('profile.sessions.endOthers')}
            </button>
          </div>
        ) : (
          <p>{t('profile.sessions.onlyThis')}</p>
        ))}
    </section>
  );
}

function SessionItem({
  session,
  busy,
  onEnd,
}: {
  session: SessionSummary;
  busy: boolean;
  onEnd: (device: string) => void;
}) {
  const { t } = useTranslation();
  const deviceId = useId();
  const lang = currentLanguage();
  const device = deviceName(t, session);
  const ago = session.current ? null : timeAgo(lang, session.lastSeenAt, new Date());
  return (
    <li className="profile-sessions__item">
      <div className="profile-sessions__text">
        <p id={deviceId} className="profile-sessions__device">
          {device}
          {session.current && (
            <span className="profile-sessions__badge">{t('profile.sessions.thisDevice')}</span>
          )}
        </p>
        <p className="profile-sessions__times">
          {t('profile.sessions.started', { date: sessionDate(lang, session.createdAt) })}
          {' · '}
          {ago ? t('profile.sessions.lastActive', { when: ago }) : t('profile.sessions.activeNow')}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button"
          aria-describedby={deviceId}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onEnd(device)}
        >
          {t('profile.sessions.end')}
        </button>
      )}
    </li>
  );
}

/** "Firefox on Windows", or what is known of it. */
function deviceName(
  t: TFunction,
  { browser, system }: Pick<SessionSummary, 'browser' | 'system'>,
): string {
  if (browser && system) return t('profile.sessions.device', { browser, system });
  if (system)
    return t('profile.sessions.device', { browser: t('profile.sessions.aBrowser'), system });
  return browser ?? t('profile.sessions.unknownDevice');
}
