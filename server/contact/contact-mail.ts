import type { Language } from '../../common/domain/languages';
import type { NewContactMessage } from '../db/contact-repository';
import type { MailMessage } from '../mail/mailer';
import { fillText, serverTexts } from '../texts/server-texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail that brings a contact message to the site's team, in the language the visitor wrote
 * in; answering it replies to the visitor.
 */
export function contactMail(to: string, message: NewContactMessage): MailMessage {
  const lang = message.lang as Language;
  const t = serverTexts[lang].mail.contactMessage;
  const values = {
    name: message.name,
    email: message.email,
    lang,
    date: message.createdAt.slice(0, 16).replace('T', ' ') + ' UTC',
  };
  const intro = fillText(t.intro, values);
  const body = message.message || t.empty;
  const text = [intro, '', body, '', '—', t.reply].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Georgia,serif;color:#2b2320;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #7a3b2e;margin:0;padding-left:1em">${escapeHtml(body)}</blockquote>
<p style="color:#5c504b">${escapeHtml(t.reply)}</p>
</body></html>`;
  return {
    to,
    subject: fillText(t.subject, { name: message.name.replace(/[\r\n]+/g, ' ') }),
    text,
    html,
    replyTo: message.email,
  };
}
