import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/icons';
import { Dialog } from '../../components/dialog';
import { FormField, FormMessage } from '../../components/form-field';
import { callEndpoint } from '../../lib/call-endpoint';
import { ApiError } from '../../lib/api-client';
import { transportErrorKey } from '../../lib/account-errors';

type Step = 'form' | 'sending' | 'sent';

/**
 * Forgot password (spec section 2): the address from the login form, then 'check your email' with
 * a resend link. Closing resets it to the form (it unmounts). The server answers the same for any
 * address, so the dialog never says whether an account exists.
 */
export function ForgotPasswordDialog({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<Step>('form');
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(again: boolean) {
    setError(null);
    if (!again) setStep('sending');
    try {
      await callEndpoint('recoverPassword', { body: { user: email } });
      setStep('sent');
      setResent(again);
    } catch (e) {
      setStep(again ? 'sent' : 'form');
      const key = transportErrorKey(e);
      setError(
        key
          ? t(key)
          : e instanceof ApiError && e.fields?.length
            ? t('account.invalidEmail')
            : t('account.connectionError'),
      );
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 'sending') return;
    void send(false);
  }

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={inputRef}
      className="account-dialog"
    >
      <button
        type="button"
        className="icon-button account-dialog__close"
        aria-label={t('account.forgot.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      {step === 'sent' ? (
        <div className="account-dialog__body">
          <h2 id={titleId}>{t('account.forgot.checkTitle')}</h2>
          <p>{t('account.forgot.checkText', { email: email.trim() })}</p>
          {resent && <FormMessage tone="info">{t('account.forgot.resent')}</FormMessage>}
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <button type="button" className="text-button" onClick={() => void send(true)}>
            {t('account.forgot.resend')}
          </button>
        </div>
      ) : (
        <form className="account-dialog__body account-form" onSubmit={submit} noValidate>
          <h2 id={titleId}>{t('account.forgot.title')}</h2>
          <p>{t('account.forgot.intro')}</p>
          <FormField
            ref={inputRef}
            label={t('account.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={step === 'sending' || undefined}
          >
            {step === 'sending' ? t('account.forgot.submitting') : t('account.forgot.submit')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
