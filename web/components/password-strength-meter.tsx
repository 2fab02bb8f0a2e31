import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthProblem } from '../../common/domain/password-length';
import type { PasswordOwner, WeaknessReason } from '../../common/domain/password-rule';
import { usePasswordJudge } from '../lib/password-strength';
import './password-strength-meter.css';

// A new password's strength as it is typed: a bar of four steps and a word, and when the
// password is refused or could be better, why, in our own words. The word and the reason are the
// field's description (aria-describedby) and a polite live region, so the bar's colour is never
// the only sign. Any form that sets a password uses it: sign-up, the reset link, a signed-in
// change. The server's answer decides; this only says early what it will say.

type Level = 'tooShort' | 'tooLong' | 'tooCommon' | 'weak' | 'good' | 'strong';
const steps: Record<Level, number> = {
  tooShort: 1,
  tooLong: 1,
  tooCommon: 1,
  weak: 2,
  good: 3,
  strong: 4,
};

interface Reading {
  level?: Level;
  reason?: WeaknessReason | 'tooShort' | 'tooLong';
  checking?: boolean;
}

export interface PasswordStrengthMeterProps {
  /** The id the password input names in its aria-describedby. */
  id: string;
  password: string;
  /** Whose password it is: their e-mail and name make a password weak, as on the server. */
  owner: PasswordOwner;
}

export function PasswordStrengthMeter({ id, password, owner }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const judge = usePasswordJudge(password.length > 0);
  // zxcvbn takes a few milliseconds a check: typing stays ahead of it.
  const typed = useDeferredValue(password);
  const { email, name, surname } = owner;
  const reading = useMemo((): Reading => {
    if (!typed) return {};
    const byLength = lengthProblem(typed);
    if (byLength === 'too_short') return { level: 'tooShort', reason: 'tooShort' };
    if (byLength === 'too_long') return { level: 'tooLong', reason: 'tooLong' };
    if (!judge) return { checking: true };
    const { problem, score = 0, reason } = judge(typed, { email, name, surname });
    const level: Level =
      problem === 'too_common' ? 'tooCommon' : problem ? 'weak' : score >= 4 ? 'strong' : 'good';
    return { level, reason };
  }, [typed, judge, email, name, surname]);

  const filled = reading.level ? steps[reading.level] : 0;
  return (
    <div id={id} className="password-meter" data-level={reading.level ?? 'none'}>
      <div className="password-meter__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= filled ? 'is-filled' : undefined} />
        ))}
      </div>
      <p className="password-meter__status" aria-live="polite">
        {reading.level && (
          <strong className="password-meter__word">
            {t(`account.passwordStrength.levels.${reading.level}`)}
          </strong>
        )}
        {reading.level && reading.reason && ' '}
        {reading.reason && t(`account.passwordStrength.reasons.${reading.reason}`)}
        {reading.checking && t('account.passwordStrength.checking')}
      </p>
      <p className="password-meter__hint">{t('account.passwordStrength.hint')}</p>
    </div>
  );
}
