import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { FormField, FormMessage } from '../../components/form-field';
import { PageFrame } from '../../components/page-frame';
import { signup } from '../../lib/session';
import { readStored } from '../../lib/storage';
import { lengthProblem } from '../../../common/domain/password-length';
import type { NewPasswordProblem } from '../../../common/domain/password-rule';
import { fieldCode, newPasswordRefusal, transportErrorKey } from '../../lib/account-errors';
import { loadPasswordStrength } from '../../lib/password-strength';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import { checkSignup, signupMessages, type SignupProblem } from './signup-problems';
import { SignupConsents } from './signup-consents';
import { SocialSignIn } from './social-sign-in';
import './account.css';

/**
 * Sign-up (spec sections 2, 4 and 5). Checks in the spec's order: an empty e-mail, name or
 * password is missing_fields; then an empty or different confirmation is 'Passwords do not
 * match!'; then the request. Each problem is said once, at its field (signup-problems.ts). The
 * create button waits while loading or until the terms are ticked.
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
  const [problem, setProblem] = useState<SignupProblem | null>(null);
  /** Why the password was refused: by the length rule here, or by the server's answer (ADR 037). */
  const [refused, setRefused] = useState<NewPasswordProblem | null>(null);
  const meterId = useId();
  // Each refused attempt moves focus to the first field at fault, which reads its own message.
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function refuse(next: SignupProblem) {
    setProblem(next);
    setAttempt((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading || !termsAccepted) return;
    setProblem(null);
    setRefused(null);
    const checked = checkSignup({ email, name, password, passwordCheck });
    if (checked === 'missingFields') return refuse(checked);
    const byLength = lengthProblem(password);
    if (byLength) {
      setRefused(byLength);
      setAttempt((n) => n + 1);
      return;
    }
    if (checked) return refuse(checked);
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
      if (key === 'account.rateLimited') refuse('limited');
      else if (key === 'account.connectionError') refuse('network');
      else if (fieldCode(error, 'email') === 'invalid_email') refuse('invalidEmail');
      else if (newPasswordRefusal(error)) {
        setRefused(newPasswordRefusal(error));
        setAttempt((n) => n + 1);
      } else if (fieldCode(error, 'name') || fieldCode(error, 'password')) refuse('missingFields');
      else refuse('userExists');
      setLoading(false);
    }
  }

  const messages = signupMessages(problem, { email, name, password, passwordCheck });
  const fieldError = (field: keyof typeof messages.fields) => {
    const key = messages.fields[field];
    return key ? t(key) : null;
  };
  const disabled = loading || !termsAccepted;

  return (
    <PageFrame title={t('pages.signup')}>
      <div className="account-panel">
        <p className="account-panel__intro">{t('account.signup.intro')}</p>
        <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
          <FormField
            label={`${t('account.email')} *`}
            type="email"
            autoComplete="email"
            value={email}
            error={fieldError('email')}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormField
            label={`${t('account.signup.name')} *`}
            autoComplete="given-name"
            value={name}
            error={fieldError('name')}
            onChange={(e) => setName(e.target.value)}
          />
          <FormField
            label={`${t('account.password')} *`}
            type="password"
            autoComplete="new-password"
            value={password}
            error={
              fieldError('password') ??
              (refused ? t(`account.passwordStrength.refused.${refused}`) : null)
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
            error={fieldError('passwordCheck')}
            onChange={(e) => setPasswordCheck(e.target.value)}
          />
          <SignupConsents
            privacy={privacyPolicyAccepted}
            onPrivacyChange={setPrivacy}
            terms={termsAccepted}
            onTermsChange={setTerms}
            termsHintId="signup-terms-needed"
          />
          {messages.summary && <FormMessage tone="error">{t(messages.summary)}</FormMessage>}
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
