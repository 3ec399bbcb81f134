import { INVITATION_DAYS } from '../../../core/sharing/sharing';
import type { SessionUser } from '../../auth/session-lookup';
import { escapeHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';

/** The subject of an invitation to read someone's books. */
export const invitationSubject = (ownerName: string) => `${ownerName} shared their GigTally books with you`;

/**
 * The invitation: who sends it, what it lets the reader do (read, and leave notes), and the link, which works once and
 * for INVITATION_DAYS, from an account with this email address (a free account will do).
 */
export function invitationMail(to: string, owner: SessionUser, link: string): MailMessage {
  const who = `${owner.name} (${owner.email})`;
  const paragraphs = [
    'Hello,',
    `${who} invites you to see their GigTally books: transactions, reports, Schedule C, the tax estimate, receipts, mileage and the tax packet. You can read them and leave notes, but not change anything.`,
    `To accept, open the link below and sign in with this email address (${to}), or create a free GigTally account with it. The link works once and expires in ${INVITATION_DAYS} days.`,
  ];
  const ending = `If you were not expecting this, ignore this email; nothing is shared until the link is used.`;
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    link,
    '',
    ending,
    '',
    '— GigTally',
  ].join('\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">See ${escapeHtml(owner.name)}’s books</a></p>`,
    `<p>${escapeHtml(ending)}</p>`,
    '<p>— GigTally</p>',
  ].join('\n');
  return { to, subject: invitationSubject(owner.name), text, html };
}
