import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-outbox-'));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file in the outbox, readable by a mail client', async () => {
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir: outbox, publicUrl: 'https://sillage.example' });
    expect(mailer.describe).toContain(outbox);
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Choisissez un mot de passe',
      text: 'Bonjour Ana',
      html: '<p>Bonjour Ana</p>',
    });
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Sillage <no-reply@sillage\.example>$/m);
    expect(raw).toMatch(/^To: ana@example\.com$/m);
    expect(raw).toContain('Subject:');
  });
});
