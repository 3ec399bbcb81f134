import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

describe('the mail outbox (no SMTP_URL)', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('stores each mail whole as a .json file, and nothing half-written beside it', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'gigtally-outbox-')), 'outbox');
    folders.push(path.dirname(outboxDir));
    const mailer = createMailer({
      from: 'GigTally <hello@example.com>',
      outboxDir,
      logger: createLogger('silent'),
    });
    const message = {
      to: 'ana@example.com',
      subject: 'Reset your GigTally password',
      text: 'Hi',
      html: '<p>Hi</p>',
    };

    await Promise.all([mailer.send(message), mailer.send({ ...message, to: 'ben@example.com' })]);

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    const mails = files.map(
      (file) => JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as { to: string },
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    expect(mails[0]).toMatchObject({
      from: 'GigTally <hello@example.com>',
      subject: 'Reset your GigTally password',
    });
  });
});
