import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The password strength meter of ADR 037 on the sign-up screen, in each language, on the desktop
// and the phone: the length rule at once, zxcvbn's dictionaries fetched only once the password
// field is focused, our own words for why a password is refused, and the server's refusal shown
// under the field.

const texts = {
  en: {
    email: 'E-mail *',
    name: 'Name *',
    password: 'Password *',
    tooShort: 'Too short Use at least 8 characters.',
    tooCommon: 'Too common This is one of the most common passwords.',
    personal: 'Weak It uses your name or e-mail address.',
    strong: 'Strong',
  },
  fr: {
    email: 'E-mail *',
    name: 'Prénom *',
    password: 'Mot de passe *',
    tooShort: 'Trop court Utilisez au moins 8 caractères.',
    tooCommon: 'Trop courant C’est l’un des mots de passe les plus utilisés.',
    personal: 'Faible Il reprend votre nom ou votre adresse e-mail.',
    strong: 'Solide',
  },
  es: {
    email: 'Correo electrónico *',
    name: 'Nombre *',
    password: 'Contraseña *',
    tooShort: 'Demasiado corta Usa al menos 8 caracteres.',
    tooCommon: 'Demasiado común Es una de las contraseñas más usadas.',
    personal: 'Débil Usa tu nombre o tu dirección de correo electrónico.',
    strong: 'Fuerte',
  },
} as const;

/** Whether the page asked for zxcvbn's chunk (not the meter's own small one). */
function watchDictionaries(page: Page): () => boolean {
  let asked = false;
  page.on('request', (request) => {
    if (/\/assets\/password-strength-(?!meter)[^/]*\.js$/.test(request.url())) asked = true;
  });
  return () => asked;
}

for (const lang of ['en', 'fr', 'es'] as const) {
  test(`the sign-up meter speaks ${lang} and loads the dictionaries only when needed`, async ({
    page,
  }) => {
    const t = texts[lang];
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    const dictionariesAsked = watchDictionaries(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto(appRoutes.signup);
    await page.getByLabel(t.email).fill('rosa.ortega@example.com');
    await page.getByLabel(t.name).fill('Rosa');
    expect(dictionariesAsked()).toBe(false);

    const password = page.getByLabel(t.password, { exact: true });
    const description = page.locator(`[id="${await password.getAttribute('aria-describedby')}"]`);
    const status = description.locator('[aria-live="polite"]');
    await password.fill('rosa');
    await expect(status).toHaveText(t.tooShort);
    await expect.poll(dictionariesAsked).toBe(true);
    await password.fill('123456789');
    await expect(status).toHaveText(t.tooCommon);
    await password.fill('rosaortega1990');
    await expect(status).toHaveText(t.personal);
    await password.fill('iris and vetiver');
    await expect(status).toHaveText(t.strong);
    await expect(description.locator('.is-filled')).toHaveCount(4);
  });
}

test('the server refuses a common password and the form says why under the field', async ({
  page,
}) => {
  await page.goto(appRoutes.signup);
  await page.getByLabel('E-mail *').fill(`meter-${Date.now()}@example.com`);
  await page.getByLabel('Name *').fill('Iris');
  // One the server refuses: a common password with a year; the form sends it as the meter may
  // not have its dictionaries yet.
  await page.getByLabel('Password *', { exact: true }).fill('motdepasse123');
  await page.getByLabel('Confirm password *').fill('motdepasse123');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const field = page.getByLabel('Password *', { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
  await expect(page).toHaveURL(appRoutes.signup);
});
