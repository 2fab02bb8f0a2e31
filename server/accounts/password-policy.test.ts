import { describe, expect, it } from 'vitest';
import { newPasswordProblem, type NewPasswordProblem } from './password-policy';

// The rule of ADR 037 as a table: what a visitor might type, and what the server answers.

const marie = { email: 'marie.dupont@example.com', name: 'Marie', surname: 'Dupont' };

describe('the password rule (NIST SP 800-63B, ADR 037)', () => {
  const refused: [string, NewPasswordProblem][] = [
    ['a', 'too_short'],
    ['1', 'too_short'],
    ['vétiver', 'too_short'],
    ['password', 'too_common'],
    ['123456', 'too_short'],
    ['12345678', 'too_common'],
    ['azerty123', 'too_common'],
    ['motdepasse', 'too_common'],
    ['contraseña', 'too_common'],
    ['P@ssw0rd!', 'too_common'],
    ['iloveyou', 'too_common'],
    ['jetaime123', 'too_common'],
    ['tequiero', 'too_common'],
    ['Marie Dupont', 'personal'],
    ['mariedupont', 'personal'],
    ['mariedupont2024', 'personal'],
    ['dupont1975', 'personal'],
    ['marie.dupont@example.com', 'personal'],
    ['azertyuiop', 'weak'],
    ['abcdefgh', 'weak'],
    ['aaaaaaaa', 'weak'],
    ['soleil2024', 'weak'],
    ['x'.repeat(129), 'too_long'],
  ];
  it.each(refused)('refuses %j as %s', async (password, problem) => {
    expect(await newPasswordProblem(password, marie)).toBe(problem);
  });

  it('counts characters as a person does (code points) and trims nothing', async () => {
    expect(await newPasswordProblem('1234567', marie)).toBe('too_short');
    // Seven characters and an emoji: eight as a person counts them, but nine UTF-16 units.
    expect(await newPasswordProblem('🌿🌿🌿🌿🌿🌿🌿', marie)).toBe('too_short');
    expect(await newPasswordProblem('vétiver🌿', marie)).not.toBe('too_short');
    expect(await newPasswordProblem('🌿'.repeat(128), marie)).not.toBe('too_long');
    expect(await newPasswordProblem('🌿'.repeat(129), marie)).toBe('too_long');
    // Spaces count: eight characters, not six.
    expect(await newPasswordProblem(' iris x ', marie)).not.toBe('too_short');
  });

  const accepted = [
    'iris and vetiver',
    'jasmin sambac 1',
    'amber and oud',
    'correct horse battery staple',
    'lavande et cèdre',
    'Bergamote-Cèdre-42',
    'nardo, ámbar y lluvia',
    'iris and vetiver ' + 'x'.repeat(100),
    'q7#Lm2!vRz',
  ];
  it.each(accepted)('accepts %j', async (password) => {
    expect(await newPasswordProblem(password, marie)).toBeUndefined();
  });

  it('judges the first 64 characters only (a check stays near 0.1 s, ADR 037)', async () => {
    expect(await newPasswordProblem('x'.repeat(60) + ' iris and vetiver', marie)).toBe('weak');
    expect(await newPasswordProblem('p4$$w0rd'.repeat(16), marie)).toBe('weak');
  });

  it('refuses the address joined up when the form gave no surname', async () => {
    const rosa = { email: 'rosa.ortega@example.com', name: 'Rosa' };
    expect(await newPasswordProblem('rosaortega1990', rosa)).toBe('personal');
  });

  it("refuses another visitor's name only for that visitor", async () => {
    const other = { email: 'jo@example.com', name: 'Jo', surname: '' };
    expect(await newPasswordProblem('mariedupont2024', other)).toBeUndefined();
  });
});
