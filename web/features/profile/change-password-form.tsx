import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { FormField, FormMessage } from '../../components/form-field';
import { ApiError } from '../../lib/api-client';
import { callEndpoint } from '../../lib/call-endpoint';
import { newPasswordRefusal } from '../../lib/account-errors';
import { loadPasswordStrength } from '../../lib/password-strength';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import { sessionsQueryKey } from './sessions-list';

type Field = 'current' | 'password' | 'passwordCheck';
type Errors = Partial<Record<Field, string>>;

/**
 * The password changed while signed in (docs/decisions/008): the current one, the new one and its
 * confirmation. The server ends the other sessions and gives this one a new cookie; the form says
 * so and the list of sessions is read again. An account without a password (social sign-in) is
 * told to set one with a reset link.
 */
export function ChangePasswordForm({
  userId,
  hasPassword,
  owner,
}: {
  userId: string;
  hasPassword: boolean;
  /** The account's own words, which the strength meter refuses in a password (ADR 037). */
  owner: { email: string; name: string };
}) {
  const { t } = useTranslation();
  const meterId = useId();
  const queryClient = useQueryClient();
  const refs = {
    current: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    passwordCheck: useRef<HTMLInputElement>(null),
  };
  const doneRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    password: '',
    passwordCheck: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);

  /**
   * What is wrong with the new password, by the code the server (or this form) gives it: the one
   * place its rules are told to the visitor.
   */
  const newPasswordMessage = (code: string | undefined, error?: unknown): string | undefined => {
    const refused = error === undefined ? null : newPasswordRefusal(error);
    if (refused) return t(`account.passwordStrength.refused.${refused}`);
    return code === 'required'
      ? t('profile.password.newRequired')
      : code === 'too_long'
        ? t('profile.password.tooLong')
        : code
          ? t('profile.password.failed')
          : undefined;
  };

  function show(found: Errors) {
    setErrors(found);
    const first = (['current', 'password', 'passwordCheck'] as const).find((f) => found[f]);
    if (first) refs[first].current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    setDone(false);
    setFailure(null);
    const found: Errors = {
      current: values.current ? undefined : t('profile.password.currentRequired'),
      password: newPasswordMessage(values.password ? undefined : 'required'),
      passwordCheck:
        values.password && values.password !== values.passwordCheck
          ? t('profile.password.mismatch')
          : undefined,
    };
    if (Object.values(found).some(Boolean)) return show(found);
    setErrors({});
    setLoading(true);
    try {
      await callEndpoint('changePassword', { body: values });
      setValues({ current: '', password: '', passwordCheck: '' });
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey(userId) });
      // The inputs just emptied; the focus goes to what happened.
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const code = (path: Field) =>
        error instanceof ApiError ? error.fields?.find((f) => f.path === path)?.code : undefined;
      if (code('current') === 'wrong') return show({ current: t('profile.password.wrong') });
      if (code('passwordCheck') === 'mismatch') {
        return show({ passwordCheck: t('profile.password.mismatch') });
      }
      if (code('password')) return show({ password: newPasswordMessage(code('password'), error) });
      setFailure(
        error instanceof ApiError && error.status === 429
          ? t('account.rateLimited')
          : error instanceof ApiError && error.status > 0 && error.status < 500
            ? t('profile.password.failed')
            : t('account.connectionError'),
      );
    } finally {
      setLoading(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormField
      ref={refs[name]}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name] ?? null}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      // The new password is judged as it is typed; the dictionaries load on first focus.
      {...(name === 'password'
        ? {
            'aria-describedby': meterId,
            onFocus: () => void loadPasswordStrength().catch(() => {}),
          }
        : {})}
    />
  );

  return (
    <section className="profile-password" aria-labelledby="profile-password-title">
      <h3 id="profile-password-title" className="profile-account__subtitle">
        {t('profile.password.title')}
      </h3>
      {hasPassword ? (
        <form className="profile-password__form" onSubmit={submit} noValidate>
          {field('current', t('profile.password.current'), 'current-password')}
          {field('password', t('profile.password.new'), 'new-password')}
          <PasswordStrengthMeter id={meterId} password={values.password} owner={owner} />
          {field('passwordCheck', t('profile.password.confirm'), 'new-password')}
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <div ref={doneRef} tabIndex={-1} className="profile-password__done">
            {done && <FormMessage tone="success">{t('profile.password.done')}</FormMessage>}
          </div>
          <div className="profile__account-actions">
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={loading || undefined}
            >
              {loading ? t('profile.password.submitting') : t('profile.password.submit')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t('profile.password.none')}</p>
          <div className="profile__account-actions">
            <Link className="button" to={`${appRoutes.login}?showForgotPassword=true`}>
              {t('profile.password.setLink')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
