import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { createContactService } from '../contact/contact-service';
import { createTestApp, type TestApp } from '../test-support/test-app';

const route = endpointRoutes.contactEmail;

describe('POST /api/user/contactEmail on a real SQLite database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONTACT_TO: 'team@sillage.test' } });
  });
  afterAll(() => t.close());

  const send = (payload: unknown, query = '') =>
    t.app.inject({ method: 'POST', url: `${route.path}${query}`, payload: payload as object });
  const stored = () => t.ctx.repositories.contacts.list();

  it('keeps the message and mails it to CONTACT_TO, replying to the visitor, in their language', async () => {
    const res = await send(
      { email: ' Ana@Example.com', name: 'Ana', message: 'Where can I smell Ambre Nuit?' },
      '?lang=fr',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [message] = await stored();
    expect(message).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      message: 'Where can I smell Ambre Nuit?',
      lang: 'fr',
      mailError: null,
    });
    expect(message!.mailedAt).not.toBeNull();
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({
      to: 'team@sillage.test',
      replyTo: 'ana@example.com',
      subject: 'Formulaire de contact : un message de Ana',
    });
    expect(t.mails[0]!.text).toContain('Where can I smell Ambre Nuit?');
  });

  it('takes a message left empty: only the name and e-mail are required', async () => {
    const res = await send({ email: 'bo@example.com', name: 'Bo' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored())[0]).toMatchObject({ email: 'bo@example.com', message: '' });
  });

  it.each([
    [{ name: 'Ana', message: 'hi' }, [{ path: 'email', code: 'required' }]],
    [{ email: 'ana@example.com', name: '   ' }, [{ path: 'name', code: 'required' }]],
    [{ email: 'not an address', name: 'Ana' }, [{ path: 'email', code: 'invalid_email' }]],
    [
      { email: 'ana@example.com', name: 'Ana', message: 'x'.repeat(10 * 1024) },
      [{ path: 'message', code: 'too_long' }],
    ],
  ])('refuses %j with a 400 naming the field, and keeps nothing', async (payload, fields) => {
    const before = (await stored()).length;
    const mailsBefore = t.mails.length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; fields: unknown } };
    expect(body.error.code).toBe('invalid_parameter');
    expect(body.error.fields).toEqual(fields);
    expect(body.error.message).toMatch(/email|name|message/);
    expect(await stored()).toHaveLength(before);
    expect(t.mails).toHaveLength(mailsBefore);
  });

  it('keeps the message when the mail server fails, and still thanks the visitor', async () => {
    const working = t.ctx.contact;
    t.ctx.contact = createContactService({
      contacts: t.ctx.repositories.contacts,
      contactTo: 'team@sillage.test',
      mailer: {
        describe: 'a broken SMTP server',
        send: () =>
          Promise.reject(Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' })),
      },
    });
    try {
      const res = await send({ email: 'cy@example.com', name: 'Cy', message: 'Still there?' });
      expect(res.statusCode).toBe(200);
      expect(await t.ctx.repositories.contacts.list({ unmailedOnly: true })).toEqual([
        expect.objectContaining({
          email: 'cy@example.com',
          message: 'Still there?',
          mailedAt: null,
          mailError: 'ECONNREFUSED: connect refused',
        }),
      ]);
    } finally {
      t.ctx.contact = working;
    }
  });
});

describe('the contact form is rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes five messages from one client in ten minutes and refuses the sixth with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.path,
        payload: { email: `n${i}@example.com`, name: 'N', message: String(i) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await t.ctx.repositories.contacts.list()).toHaveLength(5);
  });
});
