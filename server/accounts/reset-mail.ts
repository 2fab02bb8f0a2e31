import type { Language } from '../../common/domain/languages';
import { appRoutes } from '../../common/app-routes';
import type { MailMessage } from '../mail/mailer';
import { fillText, serverTexts } from '../texts/server-texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link of a reset e-mail: /change-password?token=…&user=… on the site's address. */
export function resetLink(siteUrl: string, email: string, token: string): string {
  const url = new URL(appRoutes.changePassword, siteUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('user', email);
  return url.toString();
}

/** The password-reset e-mail in the visitor's language, as plain text and simple HTML. */
export function resetPasswordMail(
  lang: Language,
  to: { email: string; name: string },
  link: string,
): MailMessage {
  const t = serverTexts[lang].mail;
  const greeting = fillText(t.resetPassword.greeting, { name: to.name });
  const text = [
    greeting,
    '',
    t.resetPassword.body,
    '',
    link,
    '',
    t.resetPassword.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Georgia,serif;color:#2b2320;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.resetPassword.body)}</p>
<p><a href="${escapeHtml(link)}" style="color:#7a3b2e">${escapeHtml(t.resetPassword.action)}</a></p>
<p style="color:#5c504b">${escapeHtml(t.resetPassword.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to: to.email, subject: t.resetPassword.subject, text, html };
}
