import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// Contact us (spec sections 2, 4, 5 and 8) against the real server: the message lands in the
// database and, through the mail service, in the outbox folder (no SMTP server in the tests).

const dataDir = () => process.env.E2E_DATA_DIR!;

function storedMessage(text: string) {
  const db = new Database(path.join(dataDir(), 'sillage.db'), { readonly: true });
  try {
    return db
      .prepare('select email, name, message, mailed_at from contact_messages where message = ?')
      .get(text) as
      { email: string; name: string; message: string; mailed_at: string | null } | undefined;
  } finally {
    db.close();
  }
}

function outboxMailWith(text: string): string | undefined {
  const outbox = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .find((mail) => mail.includes(text));
}

test(
  'a message is sent: fields disabled, the thanks shown, the message in the database and the outbox',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const text = `Is Shalimar still made with real vanilla? ${Date.now()}`;
    await page.goto(appRoutes.contact);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    const message = page.getByLabel('Message');
    await expect(message).toHaveAttribute('rows', '4');
    await expect(message).toHaveAttribute('cols', '50');

    // Name and e-mail are required; the message is not.
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Required fields are missing!');
    await expect(page.getByText('Required fields are missing!')).toHaveCount(1);
    await expect(page.getByLabel('E-mail *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail *')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    await expect(page.getByLabel('Name *')).toHaveAccessibleDescription('Enter your name.');
    await expect(page.getByLabel('E-mail *')).toBeFocused();

    await page.getByLabel('E-mail *').fill('iris@example.com');
    await page.getByLabel('Name *').fill('Iris');
    await message.fill(text);
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByText('Message sent! Thanks for contacting us.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the message' })).toHaveCount(0);
    await expect(page.getByLabel('E-mail *')).toBeDisabled();
    await expect(page.getByLabel('Name *')).toBeDisabled();
    await expect(message).toBeDisabled();

    expect(storedMessage(text)).toMatchObject({
      email: 'iris@example.com',
      name: 'Iris',
      message: text,
    });
    expect(storedMessage(text)!.mailed_at).not.toBeNull();
    await expect.poll(() => outboxMailWith(text)).toBeTruthy();
    const mail = outboxMailWith(text)!;
    expect(mail).toMatch(/^To: contact@sillage\.example$/m);
    expect(mail).toMatch(/^Reply-To: iris@example\.com$/m);
  },
);

test('a connection failure says so and keeps what was typed', async ({ page }) => {
  await page.route('**/api/user/contactEmail*', (route) => route.abort('internetdisconnected'));
  await page.goto(appRoutes.contact);
  await page.getByLabel('E-mail *').fill('iris@example.com');
  await page.getByLabel('Name *').fill('Iris');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'There was a connection error. Please try again later.',
  );
  await expect(page.getByLabel('Message')).toHaveValue('Hello');
  await expect(page.getByRole('button', { name: 'Send the message' })).toBeEnabled();
});

test('the form reads in Spanish', { tag: '@desktop-only' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.goto(appRoutes.contact);
  await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(page.getByRole('alert')).toHaveText('¡Faltan campos obligatorios!');
});
