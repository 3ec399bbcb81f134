import type { MailMessage } from '../mail/mailer';

/** The password-reset message; the link is better-auth's, which checks the token and opens /reset-password. */
export function passwordResetMail(to: { email: string; name: string }, link: string): MailMessage {
  const greeting = to.name ? `Hello ${to.name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your GigTally account. Open this link to choose a new password:',
    link,
    '',
    'The link works once and expires in one hour. If you did not ask for this, ignore this email; your password stays as it is.',
    '',
    '— GigTally',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your GigTally account. Open this link to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once and expires in one hour. If you did not ask for this, ignore this email; your password stays as it is.</p>
<p>— GigTally</p>`;
  return { to: to.email, subject: 'Reset your GigTally password', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
