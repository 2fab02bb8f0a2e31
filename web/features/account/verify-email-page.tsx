import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import { appRoutes } from '../../../common/app-routes';
import { FormMessage } from '../../components/form-field';
import { PageFrame } from '../../components/page-frame';
import { callEndpoint } from '../../lib/call-endpoint';
import { reloadProfile, useSession } from '../../lib/session';
import { useQueryParams } from '../../lib/url-query';
import { ResendVerificationButton } from '../../components/resend-verification';
import './account.css';

/**
 * Where the e-mailed verification link leads (/verify-email?token=…, docs/decisions/038). The
 * token is posted by the page, not used by the link's GET: a mail scanner that opens links
 * confirms nothing. Says whether the address is now confirmed or why the link no longer works,
 * and offers a new link to a signed-in account that still needs one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const params = useQueryParams();
  const token = typeof params.token === 'string' ? params.token : '';
  const session = useSession();
  const account = session.profile?.account;
  // Once per token: the answer is kept for the page's life, so a second render (or React's
  // double effects in development) never spends the link twice.
  const verify = useQuery({
    queryKey: ['api', endpointRoutes.verifyEmail.path, token],
    queryFn: () => callEndpoint('verifyEmail', { body: { token } }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const state = token === '' ? 'unknown' : verify.data?.state;

  // The session learns the news at once, so the profile's reminder is gone when visited.
  useEffect(() => {
    if (state === 'verified' && account) void reloadProfile();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the answer arrives
  }, [state]);

  return (
    <PageFrame title={t('pages.verifyEmail')}>
      <div className="account-panel">
        {!state && !verify.isError && (
          <p role="status" className="account-panel__intro">
            {t('account.verifyEmail.checking')}
          </p>
        )}
        {verify.isError && (
          <FormMessage tone="error">{t('account.verifyEmail.failed')}</FormMessage>
        )}
        {state === 'verified' && (
          <FormMessage tone="success">{t('account.verifyEmail.verified')}</FormMessage>
        )}
        {(state === 'used' || state === 'expired' || state === 'unknown') && (
          <FormMessage tone="error">{t(`account.verifyEmail.${state}`)}</FormMessage>
        )}
        {state && state !== 'verified' && account && !account.emailVerified && (
          <ResendVerificationButton
            email={account.email}
            label={t('account.verifyEmail.resend')}
            sentKey="account.verifyEmail.sent"
          />
        )}
        {state && state !== 'verified' && !account && session.status === 'ready' && (
          <Link className="button button--primary" to={appRoutes.login}>
            {t('account.verifyEmail.logInForNew')}
          </Link>
        )}
        {state && account && (state === 'verified' || account.emailVerified) && (
          <Link className="button button--primary" to={appRoutes.profile}>
            {t('account.verifyEmail.toProfile')}
          </Link>
        )}
      </div>
    </PageFrame>
  );
}
