import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from './form-field';
import { ApiError } from '../lib/api-client';
import { callEndpoint } from '../lib/call-endpoint';

type ResendState = 'idle' | 'sending' | 'sent' | 'limited' | 'failed';

/**
 * The button that mails a new verification link to the signed-in account (docs/decisions/038),
 * with what became of the request. Shown by the profile's account section and by the
 * /verify-email page when a link no longer works.
 */
export function ResendVerificationButton({
  email,
  label,
  sentKey,
}: {
  email: string;
  label: string;
  sentKey: 'profile.account.resent' | 'account.verifyEmail.sent';
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ResendState>('idle');

  async function send() {
    if (state === 'sending') return;
    setState('sending');
    try {
      await callEndpoint('resendVerification');
      setState('sent');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 429 ? 'limited' : 'failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className="button"
        aria-disabled={state === 'sending' || undefined}
        onClick={() => void send()}
      >
        {state === 'sending' ? t('profile.account.resending') : label}
      </button>
      {state === 'sent' && <FormMessage tone="success">{t(sentKey, { email })}</FormMessage>}
      {state === 'limited' && (
        <FormMessage tone="error">{t('profile.account.resendLimited')}</FormMessage>
      )}
      {state === 'failed' && <FormMessage tone="error">{t('account.connectionError')}</FormMessage>}
    </>
  );
}
