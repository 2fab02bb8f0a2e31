import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_LENGTH } from '../../../common/domain/constants';
import { FormField, FormMessage } from '../../components/form-field';
import { PageFrame } from '../../components/page-frame';
import { useTrackView } from '../../lib/analytics';
import { ApiError } from '../../lib/api-client';
import { callEndpoint } from '../../lib/call-endpoint';
import { checkContact, contactMessages, type ContactProblem } from './contact-problems';
import './contact.css';

type Status = 'idle' | ContactProblem | 'sending' | 'sent';

/** What the visitor is told for a refused message: the field at fault, the limit, or the line. */
function failureOf(error: unknown): ContactProblem {
  if (!(error instanceof ApiError)) return 'error';
  if (error.status === 429) return 'limited';
  const codes = new Map((error.fields ?? []).map((f) => [f.path, f.code]));
  if (codes.get('email') === 'invalid_email') return 'invalidEmail';
  if (codes.get('message') === 'too_long') return 'tooLong';
  if (codes.has('email') || codes.has('name')) return 'missingFields';
  return 'error';
}

/**
 * Contact us (spec sections 2, 4 and 5): e-mail and name are required, the message is not. Once
 * sent, the fields are disabled and the thanks replaces the button; a failure keeps what was typed.
 */
export function ContactPage() {
  const { t } = useTranslation();
  useTrackView('CONTACT_US');
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const sending = status === 'sending';
  const sent = status === 'sent';
  // Each refused attempt moves focus to the first field at fault, which reads its own message.
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function refuse(problem: ContactProblem) {
    setStatus(problem);
    setAttempt((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || sent) return;
    const checked = checkContact({ email, name });
    if (checked) return refuse(checked);
    setStatus('sending');
    try {
      await callEndpoint('contactEmail', { body: { email, name, message } });
      setStatus('sent');
    } catch (error) {
      refuse(failureOf(error));
    }
  }

  const problem = status === 'idle' || status === 'sending' || status === 'sent' ? null : status;
  const messages = contactMessages(problem, { email, name });
  const fieldError = (field: keyof typeof messages.fields) => {
    const key = messages.fields[field];
    return key ? t(key, { max: MAX_MESSAGE_LENGTH }) : null;
  };
  const messageError = fieldError('message');
  const messageErrorId = `${messageId}-error`;

  return (
    <PageFrame title={t('pages.contact')}>
      <div className="contact-panel">
        <p className="contact-panel__intro">{t('contact.intro')}</p>
        <form
          ref={formRef}
          className="contact-form"
          onSubmit={submit}
          noValidate
          aria-busy={sending}
        >
          <FormField
            label={`${t('contact.email')} *`}
            type="email"
            autoComplete="email"
            required
            value={email}
            disabled={sent}
            error={fieldError('email')}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormField
            label={`${t('contact.name')} *`}
            autoComplete="name"
            required
            value={name}
            disabled={sent}
            error={fieldError('name')}
            onChange={(e) => setName(e.target.value)}
          />
          <div className={`form-field${messageError ? ' has-error' : ''}`}>
            <label className="form-field__label" htmlFor={messageId}>
              {t('contact.message')}
            </label>
            <textarea
              id={messageId}
              className="form-field__input contact-form__message"
              rows={4}
              cols={50}
              maxLength={MAX_MESSAGE_LENGTH}
              value={message}
              disabled={sent}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? messageErrorId : undefined}
              onChange={(e) => setMessage(e.target.value)}
            />
            {messageError && (
              <p id={messageErrorId} className="form-field__error">
                {messageError}
              </p>
            )}
          </div>
          <p className="contact-form__hint">{t('contact.requiredHint')}</p>
          {messages.summary && <FormMessage tone="error">{t(messages.summary)}</FormMessage>}
          {sent ? (
            <FormMessage tone="success">{t('contact.sent')}</FormMessage>
          ) : (
            <button
              type="submit"
              className="button button--primary contact-form__submit"
              disabled={sending}
            >
              {sending ? t('contact.sending') : t('contact.submit')}
            </button>
          )}
        </form>
      </div>
    </PageFrame>
  );
}
