import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { FormField, CheckboxField, FormMessage } from '../../components/form-field';
import { PageFrame } from '../../components/page-frame';
import { login } from '../../lib/session';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { useQueryNavigator, useQueryParams } from '../../lib/url-query';
import { socialFailureMessage, transportErrorKey, waitMinutes } from '../../lib/account-errors';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SocialSignIn } from './social-sign-in';
import './account.css';

type Status = 'idle' | 'loading' | 'wrong' | 'limited' | 'network';

/**
 * Login (spec sections 2, 4 and 5): no client validation; Enter submits; remember-me keeps the
 * address and the choice in this browser and prefills them next time; success goes to the profile.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useQueryParams();
  const writeQuery = useQueryNavigator();
  const remembered = readStored('remember') === true;
  const [email, setEmail] = useState(() => (remembered ? (readStored('email') ?? '') : ''));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered);
  const [status, setStatus] = useState<Status>('idle');
  const [wait, setWait] = useState(1);
  const passwordChanged = (location.state as { passwordChanged?: boolean } | null)?.passwordChanged;
  const socialFailure = socialFailureMessage(params.socialError, params.reason);
  const forgotOpen = params.showForgotPassword === 'true';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    try {
      await login({ user: email, password, remember });
      if (remember) {
        writeStored('email', email.trim());
        writeStored('remember', true);
      } else {
        removeStored('email');
        removeStored('remember');
      }
      void navigate(appRoutes.profile);
    } catch (error) {
      const key = transportErrorKey(error);
      setWait(waitMinutes(error));
      setStatus(
        key === 'account.rateLimited'
          ? 'limited'
          : key === 'account.connectionError'
            ? 'network'
            : 'wrong',
      );
    }
  }

  const loading = status === 'loading';
  return (
    <PageFrame title={t('pages.login')}>
      <div className="account-panel">
        <p className="account-panel__intro">{t('account.login.intro')}</p>
        {passwordChanged && (
          <FormMessage tone="success">{t('account.login.passwordChanged')}</FormMessage>
        )}
        {socialFailure && (
          <FormMessage tone="error">
            {t(socialFailure.key, { provider: socialFailure.provider })}
          </FormMessage>
        )}
        <form className="account-form" onSubmit={submit} noValidate>
          <FormField
            label={t('account.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormField
            label={t('account.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="account-form__row">
            <CheckboxField
              label={t('account.login.remember')}
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            <button
              type="button"
              className="text-button"
              onClick={() => writeQuery({ showForgotPassword: true })}
            >
              {t('account.login.forgot')}
            </button>
          </div>
          {status === 'wrong' && <FormMessage tone="error">{t('account.login.wrong')}</FormMessage>}
          {status === 'limited' && (
            <FormMessage tone="error">{t('account.tooManyAttempts', { count: wait })}</FormMessage>
          )}
          {status === 'network' && (
            <FormMessage tone="error">{t('account.connectionError')}</FormMessage>
          )}
          <button
            type="submit"
            className="button button--primary account-form__submit"
            aria-disabled={loading || undefined}
          >
            {loading ? t('account.login.submitting') : t('account.login.submit')}
          </button>
        </form>
        <SocialSignIn remember={remember} />
        <p className="account-panel__switch">
          {t('account.login.noAccount')}{' '}
          <Link to={appRoutes.signup}>{t('account.login.signupLink')}</Link>
        </p>
      </div>
      {forgotOpen && (
        <ForgotPasswordDialog
          initialEmail={email}
          onClose={() => writeQuery({}, { lookBack: true })}
        />
      )}
    </PageFrame>
  );
}
