import { credentialMessages } from '../auth/credential-rules';
import { itemMessages } from '../item-rules';
import { expenseLines, incomeLines, lineNames, type CategoryLine } from '../tax/schedule-c-lines';
import { formatCount } from '../format';

// Shared access: an owner lets a tax preparer read their books. The preparer signs in with their own account and reads
// the owner's data through the same read routes, naming the owner in the X-GigTally-Client header (or, in the
// browser, the gigtally_client cookie the app sets when they open a client's books). Nothing of the owner's can be
// changed that way; the one thing a preparer writes is a note (docs/api.md "Shared access").

/** The request header that names whose books a preparer is reading. */
export const CLIENT_HEADER = 'X-GigTally-Client';
/** The cookie the web app sets for the same, so that images and downloads the browser fetches itself carry it too. */
export const CLIENT_COOKIE = 'gigtally_client';
/** A user id as the accounts have them: letters, digits, '-' and '_'. Anything else names nobody. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The app's page an invitation's link opens, with `?token=`. */
export const ACCEPT_PATH = '/sharing/accept';
/** Where the sign-in page may return to after signing in: an invitation's link, and nothing else. */
export const isReturnPath = (path: string) => /^\/sharing\/accept\?token=[A-Za-z0-9_-]{1,100}$/.test(path);

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** Invitations an owner may send in any 24 hours. */
export const INVITATIONS_PER_DAY = 10;
/** How long each opening of the books is kept in the owner's access log. */
export const ACCESS_LOG_YEARS = 2;
/** A preparer's reads less than this far apart are one opening of the books. */
export const OPENING_GAP_MINUTES = 30;
export const COMMENT_MAX_LENGTH = 2_000;
export const EMAIL_MAX_LENGTH = 254;

export const sharingMessages = {
  emailRequired: credentialMessages.emailRequired,
  emailInvalid: credentialMessages.emailInvalid,
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  inviteYourself: 'You cannot invite yourself: enter your preparer’s email',
  alreadyShared: (email: string) => `${email} can already see your books`,
  tooManyInvitations: `You can send at most ${INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`,
  invitationSent: (email: string) =>
    `Invitation sent to ${email}. The link works for ${INVITATION_DAYS} days.`,
  invitationInvalid:
    'This invitation link is no longer valid: it was used, cancelled or is over 7 days old. Ask for a new one.',
  tokenRequired: 'The invitation link is incomplete. Open the link from the email again.',
  wrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that email to accept it.`,
  ownInvitation: 'This is your own invitation: send the link to your preparer.',
  grantNotFound: 'This access was not found. It may have been revoked already.',
  invitationNotFound: 'This invitation was not found. It may have been used or cancelled already.',
  clientNotShared: 'These books are not shared with you, or no longer are.',
  readOnly: (name: string) => `You are viewing ${name}’s books: read only. Nothing can be changed.`,
  notShared: (name: string) => `${name} has not shared this part of their account.`,
  commentRequired: 'Write the note',
  // formatCount, not toLocaleString: this module is evaluated as every signed-in page starts, and Intl's first use
  // loads the locale's number data (~20 ms on this machine, in the task that draws the page).
  commentTooLong: `A note must be at most ${formatCount(COMMENT_MAX_LENGTH)} characters`,
  commentTarget: 'Choose the transaction or the Schedule C line the note is about',
  lineInvalid: 'Choose a line of Schedule C',
  itemNotFound: itemMessages.notFound,
  commentNotFound: 'This note was not found.',
  answerRequired: 'Write your answer',
  revokeConfirm: (email: string) =>
    `Stop sharing your books with ${email}? They lose access on their next click.`,
  banner: (name: string) => `Viewing ${name}’s books — read only`,
};

/** The lines a note can be about: the lines a category can land on. */
export const commentLines: readonly CategoryLine[] = [...incomeLines, ...expenseLines];

/** Whether a Schedule C line is one a note can be about. */
export const isCommentLine = (line: string): line is CategoryLine =>
  (commentLines as readonly string[]).includes(line);

/** "Line 9 · Car and truck expenses". */
export const lineLabel = (line: CategoryLine) => `Line ${line} · ${lineNames[line]}`;

/** Someone who can see the owner's books. */
export interface SharingGrant {
  id: string;
  email: string;
  name: string;
  since: string;
  /** When they last read the books (ISO time), or null before their first look. */
  lastSeen: string | null;
}

/** An invitation sent and not yet accepted, cancelled or expired. */
export interface SharingInvitation {
  id: string;
  email: string;
  sentAt: string;
  expiresAt: string;
}

export interface SharingOverview {
  grants: SharingGrant[];
  invitations: SharingInvitation[];
}

/** One opening of the owner's books by someone they shared them with. */
export interface AccessLogEntry {
  email: string;
  name: string;
  at: string;
}

/** Books shared with the signed-in person. */
export interface SharedClient {
  id: string;
  name: string;
  email: string;
  since: string;
}

/** What a note is about: a transaction (as it reads now) or a Schedule C line. */
export interface SharingComment {
  id: string;
  author: { name: string; email: string };
  itemId: string | null;
  item: {
    date: string;
    description: string;
    category: string;
    type: 'income' | 'expense';
    amount: number;
  } | null;
  line: CategoryLine | null;
  text: string;
  createdAt: string;
  answer: string | null;
  answeredAt: string | null;
}
