import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/html';

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

/** Sent instead of an on-screen 'already in use', so that sign-up cannot be used to probe for accounts. */
export function existingAccountMail(to: { email: string; name: string }, appUrl: string): MailMessage {
  const greeting = to.name ? `Hello ${to.name},` : 'Hello,';
  const loginUrl = `${appUrl}/login`;
  const text = [
    greeting,
    '',
    'Someone just tried to create a GigTally account with this email address, but you already have one.',
    `If it was you, sign in at ${loginUrl}, or choose "Forgot password?" there to set a new password.`,
    'If it was not you, you can ignore this email; nothing has changed.',
    '',
    '— GigTally',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone just tried to create a GigTally account with this email address, but you already have one.</p>
<p>If it was you, <a href="${escapeHtml(loginUrl)}">sign in</a>, or choose "Forgot password?" there to set a new password.</p>
<p>If it was not you, you can ignore this email; nothing has changed.</p>
<p>— GigTally</p>`;
  return { to: to.email, subject: 'You already have a GigTally account', text, html };
}
