import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { CheckboxField, FormField, FormMessage } from '../../components/form-field';
import { PageFrame } from '../../components/page-frame';
import { signup } from '../../lib/session';
import { readStored } from '../../lib/storage';
import { lengthProblem } from '../../../common/domain/password-length';
import type { NewPasswordProblem } from '../../../common/domain/password-rule';
import { fieldCode, newPasswordRefusal, transportErrorKey } from './account-errors';
import { loadPasswordStrength } from './password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SocialSignIn } from './social-sign-in';
import './account.css';

type Problem =
  'missingFields' | 'wrongPassword' | 'userExists' | 'invalidEmail' | 'limited' | 'network';

/** Where the legal popup opens on this page: the sign-up labels link to it (spec section 2). */
const legalHref = (tab: 'privacy' | 'terms') =>
  `${appRoutes.signup}?showLegal=true&legalTab=${tab}`;

/**
 * Sign-up (spec sections 2, 4 and 5). Checks in the spec's order: an empty e-mail, name or
 * password is missing_fields; then an empty or different confirmation is 'Passwords do not
 * match!'; then the request. The create button waits while loading or until the terms are ticked.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordCheck, setPasswordCheck] = useState('');
  const [privacyPolicyAccepted, setPrivacy] = useState(false);
  const [termsAccepted, setTerms] = useState(false);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** Why the password was refused: by the length rule here, or by the server's answer. */
  const [refused, setRefused] = useState<NewPasswordProblem | null>(null);
  const meterId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading || !termsAccepted) return;
    setProblem(null);
    setRefused(null);
    if (!email.trim() || !name.trim() || !password) return setProblem('missingFields');
    const byLength = lengthProblem(password);
    if (byLength) return setRefused(byLength);
    if (!passwordCheck || passwordCheck !== password) return setProblem('wrongPassword');
    setLoading(true);
    try {
      await signup({
        email,
        name,
        password,
        passwordCheck,
        privacyPolicyAccepted,
        termsAccepted: true,
        userId: readStored('tempId') ?? undefined,
      });
      void navigate(appRoutes.profile);
    } catch (error) {
      const key = transportErrorKey(error);
      if (key === 'account.rateLimited') setProblem('limited');
      else if (key === 'account.connectionError') setProblem('network');
      else if (fieldCode(error, 'email') === 'invalid_email') setProblem('invalidEmail');
      else if (newPasswordRefusal(error)) setRefused(newPasswordRefusal(error)!);
      else if (fieldCode(error, 'name') || fieldCode(error, 'password'))
        setProblem('missingFields');
      else setProblem('userExists');
      setLoading(false);
    }
  }

  const message: Record<Problem, string> = {
    missingFields: t('account.signup.missingFields'),
    wrongPassword: t('account.signup.mismatch'),
    userExists: t('account.signup.userExists'),
    invalidEmail: t('account.invalidEmail'),
    limited: t('account.rateLimited'),
    network: t('account.connectionError'),
  };
  const missing = problem === 'missingFields';
  const disabled = loading || !termsAccepted;

  return (
    <PageFrame title={t('pages.signup')}>
      <div className="account-panel">
        <p className="account-panel__intro">{t('account.signup.intro')}</p>
        <form className="account-form" onSubmit={submit} noValidate>
          <FormField
            label={`${t('account.email')} *`}
            type="email"
            autoComplete="email"
            value={email}
            error={
              missing && !email.trim()
                ? t('account.signup.missingFields')
                : problem === 'invalidEmail' || problem === 'userExists'
                  ? message[problem]
                  : null
            }
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormField
            label={`${t('account.signup.name')} *`}
            autoComplete="given-name"
            value={name}
            error={missing && !name.trim() ? t('account.signup.missingFields') : null}
            onChange={(e) => setName(e.target.value)}
          />
          <FormField
            label={`${t('account.password')} *`}
            type="password"
            autoComplete="new-password"
            value={password}
            error={
              missing && !password
                ? t('account.signup.missingFields')
                : refused
                  ? t(`account.passwordStrength.refused.${refused}`)
                  : null
            }
            aria-describedby={meterId}
            onFocus={() => void loadPasswordStrength().catch(() => {})}
            onChange={(e) => {
              setPassword(e.target.value);
              setRefused(null);
            }}
          />
          <PasswordStrengthMeter id={meterId} password={password} owner={{ email, name }} />
          <FormField
            label={`${t('account.signup.passwordCheck')} *`}
            type="password"
            autoComplete="new-password"
            value={passwordCheck}
            error={problem === 'wrongPassword' ? t('account.signup.mismatch') : null}
            onChange={(e) => setPasswordCheck(e.target.value)}
          />
          <CheckboxField
            checked={privacyPolicyAccepted}
            onChange={(e) => setPrivacy(e.target.checked)}
            label={
              <Trans
                i18nKey="account.signup.privacy"
                components={{ 1: <Link to={legalHref('privacy')} /> }}
              />
            }
          />
          <CheckboxField
            checked={termsAccepted}
            onChange={(e) => setTerms(e.target.checked)}
            aria-describedby={termsAccepted ? undefined : 'signup-terms-needed'}
            label={
              <Trans
                i18nKey="account.signup.terms"
                components={{ 1: <Link to={legalHref('terms')} /> }}
              />
            }
          />
          {problem && <FormMessage tone="error">{message[problem]}</FormMessage>}
          {!termsAccepted && (
            <p id="signup-terms-needed" className="account-form__hint">
              {t('account.signup.termsNeeded')}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary account-form__submit"
            disabled={disabled}
          >
            {loading ? t('account.signup.submitting') : t('account.signup.submit')}
          </button>
        </form>
        <SocialSignIn />
        <p className="account-panel__switch">
          {t('account.signup.haveAccount')}{' '}
          <Link to={appRoutes.login}>{t('account.signup.loginLink')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
