import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import { appRoutes } from '../../../common/app-routes';
import { Dialog } from '../../components/dialog';
import { FormField, FormMessage } from '../../components/form-field';
import { CloseIcon } from '../../components/icons';
import { PageFrame } from '../../components/page-frame';
import { ApiError } from '../../lib/api-client';
import { callEndpoint } from '../../lib/call-endpoint';
import { useQueryParams } from '../../lib/url-query';
import { lengthProblem } from '../../../common/domain/password-length';
import type { NewPasswordProblem } from '../../../common/domain/password-rule';
import { newPasswordRefusal } from '../../lib/account-errors';
import { loadPasswordStrength } from '../../lib/password-strength';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import './account.css';

type LinkState = 'valid' | 'used' | 'expired' | 'unknown';

const linkStateOf = (error: unknown): LinkState | null =>
  error instanceof ApiError
    ? error.code === 'token_used'
      ? 'used'
      : error.code === 'token_expired'
        ? 'expired'
        : error.code === 'token_invalid'
          ? 'unknown'
          : null
    : null;

/**
 * Change password, from the e-mailed link (/change-password?token=…&user=…). The link is checked
 * first, so a used or expired one says so before anything is typed. Success and closing go to the
 * login page (spec section 2).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useQueryParams();
  const token = typeof params.token === 'string' ? params.token : '';
  const user = typeof params.user === 'string' ? params.user : '';
  const check = useQuery({
    queryKey: ['api', endpointRoutes.checkResetLink.path, token, user],
    queryFn: ({ signal }) => callEndpoint('checkResetLink', { query: { token, user }, signal }),
    enabled: Boolean(token && user),
    staleTime: 0,
    gcTime: 0,
  });
  const [failedState, setFailedState] = useState<LinkState | null>(null);
  const state: LinkState | 'checking' =
    failedState ?? (!token || !user ? 'unknown' : (check.data?.state ?? 'checking'));
  const toLogin = (passwordChanged = false) =>
    void navigate(appRoutes.login, { state: passwordChanged ? { passwordChanged } : null });

  return (
    <PageFrame title={t('pages.changePassword')}>
      {state === 'checking' && !check.isError && (
        <p role="status" className="account-panel__intro">
          {t('account.changePassword.checking')}
        </p>
      )}
      {(state === 'used' || state === 'expired' || state === 'unknown') && (
        <div className="account-panel">
          <FormMessage tone="error">{t(`account.changePassword.${state}`)}</FormMessage>
          <Link
            className="button button--primary"
            to={`${appRoutes.login}?showForgotPassword=true`}
          >
            {t('account.changePassword.toLogin')}
          </Link>
        </div>
      )}
      {(state === 'valid' || (state === 'checking' && check.isError)) && (
        <ChangePasswordDialog
          token={token}
          user={user}
          onDone={() => toLogin(true)}
          onClose={() => toLogin()}
          onLinkRefused={setFailedState}
        />
      )}
    </PageFrame>
  );
}

function ChangePasswordDialog({
  token,
  user,
  onDone,
  onClose,
  onLinkRefused,
}: {
  token: string;
  user: string;
  onDone: () => void;
  onClose: () => void;
  onLinkRefused: (state: LinkState) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const meterId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Why the password was refused: by the length rule here, or by the server's answer. */
  const [refused, setRefused] = useState<NewPasswordProblem | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    setFailed(false);
    setRefused(null);
    // ADR 037 adds a rule to spec section 5's: 8 characters at least, checked here at once;
    // whether the password is too common the server says.
    const byLength = password ? lengthProblem(password) : undefined;
    if (byLength) return setRefused(byLength);
    // Spec section 5: the entries must match, else the confirm field is marked.
    if (!password || password !== confirm) return setMismatch(true);
    setMismatch(false);
    setLoading(true);
    try {
      await callEndpoint('restorePassword', { body: { user, token, password } });
      onDone();
    } catch (error) {
      setLoading(false);
      const linkRefused = linkStateOf(error);
      if (linkRefused) return onLinkRefused(linkRefused);
      const weak = newPasswordRefusal(error);
      if (weak) return setRefused(weak);
      console.warn('The password could not be changed.', error);
      setFailed(true);
    }
  }

  const toggle = (
    <button
      type="button"
      className="pill-button account-form__reveal"
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? t('account.hidePassword') : t('account.showPassword')}
    </button>
  );
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={firstRef}
      className="account-dialog"
    >
      <button
        type="button"
        className="icon-button account-dialog__close"
        aria-label={t('account.changePassword.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <form className="account-dialog__body account-form" onSubmit={submit} noValidate>
        <h2 id={titleId}>{t('account.changePassword.title')}</h2>
        <FormField
          ref={firstRef}
          label={t('account.changePassword.newPassword')}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          value={password}
          error={refused ? t(`account.passwordStrength.refused.${refused}`) : null}
          aria-describedby={meterId}
          onFocus={() => void loadPasswordStrength().catch(() => {})}
          onChange={(e) => {
            setPassword(e.target.value);
            setRefused(null);
          }}
          after={toggle}
        />
        <PasswordStrengthMeter id={meterId} password={password} owner={{ email: user }} />
        <FormField
          label={t('account.changePassword.confirm')}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          value={confirm}
          error={mismatch ? t('account.changePassword.mismatch') : null}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {failed && <FormMessage tone="error">{t('account.changePassword.failed')}</FormMessage>}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={loading || undefined}
        >
          {loading ? t('account.changePassword.submitting') : t('account.changePassword.submit')}
        </button>
      </form>
    </Dialog>
  );
}
