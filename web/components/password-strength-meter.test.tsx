import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadScreenTexts } from '../lib/i18n';
import { PasswordStrengthMeter } from './password-strength-meter';
import { loadPasswordStrength } from '../lib/password-strength';

// The meter the password forms share: the length rule at once, the dictionaries' verdict once
// they have loaded, a word and a reason in the visitor's language (never zxcvbn's English), and
// the bar's steps for the eye only.

const owner = { email: 'marie.dupont@example.com', name: 'Marie', surname: 'Dupont' };

function Field({ initial }: { initial: string }) {
  const [password, setPassword] = useState(initial);
  return (
    <>
      <input aria-label="Password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <PasswordStrengthMeter id="meter" password={password} owner={owner} />
    </>
  );
}

const status = () => document.querySelector('.password-meter__status')!;
const filledSteps = () => document.querySelectorAll('.password-meter__bar .is-filled').length;

afterEach(() => i18n.changeLanguage('en'));

describe('the password strength meter', () => {
  it('says nothing but the hint before anything is typed', () => {
    render(<Field initial="" />);
    expect(status().textContent).toBe('');
    expect(filledSteps()).toBe(0);
    expect(screen.getByText(/At least 8 characters/)).toBeTruthy();
  });

  it('applies the length rule at once, before the dictionaries, counting characters', () => {
    render(<Field initial="🌿🌿🌿🌿🌿🌿🌿" />);
    expect(status().textContent).toBe('Too short Use at least 8 characters.');
    expect(filledSteps()).toBe(1);
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(document.querySelector('.password-meter__bar')!.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it("judges with the dictionaries once they arrive, the owner's name included", async () => {
    await loadPasswordStrength();
    const cases: [string, string, number][] = [
      ['password', 'Too common This is one of the most common passwords.', 1],
      ['contraseña', 'Too common A single word is easy to guess', 1],
      ['mariedupont2024', 'Weak It uses your name or e-mail address.', 2],
      ['azertyuiop', 'Weak Rows of keys like qwerty or azerty are easy to guess.', 2],
      ['iris and vetiver', 'Strong', 4],
    ];
    for (const [password, text, steps] of cases) {
      const { unmount } = render(<Field initial={password} />);
      expect(await screen.findByText((_, node) => node === status())).toBeTruthy();
      expect(status().textContent, password).toContain(text);
      expect(filledSteps(), password).toBe(steps);
      unmount();
    }
  });

  it('speaks French and Spanish in its own words', async () => {
    await loadPasswordStrength();
    const expected = {
      fr: 'Trop courant C’est l’un des mots de passe les plus utilisés.',
      es: 'Demasiado común Es una de las contraseñas más usadas.',
    };
    for (const language of ['fr', 'es'] as const) {
      await loadScreenTexts(language);
      await act(() => i18n.changeLanguage(language));
      const { unmount } = render(<Field initial="password" />);
      expect(status().textContent).toBe(expected[language]);
      expect(status().textContent).not.toMatch(/common|password/i);
      unmount();
    }
  });
});
