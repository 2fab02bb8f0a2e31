import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import { appRoutes } from '../../../common/app-routes';
import { Dialog } from '../../components/dialog';
import { FormField, FormMessage } from '../../components/form-field';
import { ApiError } from '../../lib/api-client';
import { callEndpoint } from '../../lib/call-endpoint';
import { forgetAccount, useSession } from '../../lib/session';
import { waitMinutes } from '../../lib/account-errors';
import { ResendVerificationButton } from '../../components/resend-verification';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

/**
 * The rights the privacy policy promises, self-served: download everything kept about the account
 * as JSON, and delete the account (the password asked again, or a fresh social sign-in). Then the
 * password changed while signed in, and the account's sessions.
 */
export function AccountSection() {
  const { t } = useTranslation();
  const account = useSession().profile?.account;
  const [deleting, setDeleting] = useState(false);
  if (!account) return null;
  return (
    <section className="profile__account" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title" className="profile__section-title">
        {t('profile.account.title')}
      </h2>
      <p>{t('profile.account.signedInAs', { email: account.email })}</p>
      {!account.emailVerified && (
        <div className="profile__account-unverified">
          <p>{t('profile.account.unverified', { email: account.email })}</p>
          <ResendVerificationButton
            email={account.email}
            label={t('profile.account.resend')}
            sentKey="profile.account.resent"
          />
        </div>
      )}
      <div className="profile__account-actions">
        <a
          className="button"
          href={`${endpointRoutes.exportData.path}`}
          download="sillage-my-data.json"
        >
          {t('profile.account.export')}
        </a>
        <button type="button" className="button" onClick={() => setDeleting(true)}>
          {t('profile.account.delete')}
        </button>
      </div>
      {deleting && (
        <DeleteAccountDialog hasPassword={account.hasPassword} onClose={() => setDeleting(false)} />
      )}
      <ChangePasswordForm
        userId={account.userId}
        hasPassword={account.hasPassword}
        owner={{ email: account.email, name: account.name }}
      />
      <SessionsList userId={account.userId} />
    </section>
  );
}

function DeleteAccountDialog({
  hasPassword,
  onClose,
}: {
  hasPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      await callEndpoint('deleteAccount', { body: hasPassword ? { password } : {} });
      forgetAccount();
      void navigate(appRoutes.landing, { state: { accountDeleted: true } });
    } catch (e) {
      setLoading(false);
      setError(
        e instanceof ApiError && e.code === 'wrong_password'
          ? t('profile.account.wrongPassword')
          : e instanceof ApiError && e.code === 'reauthenticate'
            ? t('profile.account.reauthenticate')
            : e instanceof ApiError && e.status === 429
              ? t('account.tooManyAttempts', { count: waitMinutes(e) })
              : t('account.connectionError'),
      );
    }
  }

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      initialFocus={hasPassword ? firstRef : undefined}
      className="confirm-dialog"
    >
      <form className="confirm-dialog__body" onSubmit={submit} noValidate>
        <h2 id={titleId}>{t('profile.account.deleteTitle')}</h2>
        <p id={textId}>{t('profile.account.deleteText')}</p>
        {hasPassword && (
          <FormField
            ref={firstRef}
            label={t('profile.account.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <div className="confirm-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('profile.confirm.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={loading || undefined}
          >
            {t('profile.account.deleteConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
