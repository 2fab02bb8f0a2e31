import type { Language } from '../../common/domain/languages';
import { appRoutes } from '../../common/app-routes';
import type { MailMessage } from '../mail/mailer';
import { fillText, serverTexts } from '../texts/server-texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link of a verification e-mail: /verify-email?token=… on the site's address. */
export function verificationLink(siteUrl: string, token: string): string {
  const url = new URL(appRoutes.verifyEmail, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The e-mail that asks to confirm an address, in the visitor's language, as text and HTML. */
export function verificationMail(
  lang: Language,
  to: { email: string; name: string },
  link: string,
): MailMessage {
  const t = serverTexts[lang].mail;
  const greeting = fillText(t.verifyEmail.greeting, { name: to.name });
  const text = [
    greeting,
    '',
    t.verifyEmail.body,
    '',
    link,
    '',
    t.verifyEmail.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Georgia,serif;color:#2b2320;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.verifyEmail.body)}</p>
<p><a href="${escapeHtml(link)}" style="color:#7a3b2e">${escapeHtml(t.verifyEmail.action)}</a></p>
<p style="color:#5c504b">${escapeHtml(t.verifyEmail.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to: to.email, subject: t.verifyEmail.subject, text, html };
}
