// The texts of the unsubscribe pages opened from a reminder or weekly-report email.
export const unsubscribeMessages = {
  invalidLink:
    'This unsubscribe link is not valid. Open the link in your latest GigTally email again, or turn these emails off in Settings.',
  confirmTitle: 'Unsubscribe',
  confirmButton: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  confirm: (what: string) => `Stop getting GigTally\u2019s ${what} by email?`,
  done: (what: string) =>
    `You will no longer get GigTally\u2019s ${what} by email. You can turn them back on in Settings at any time.`,
} as const;

/** How each kind of email is named on the unsubscribe pages and in the emails' footers. */
export const emailKindNames = {
  'tax-reminder': 'tax reminders',
  'weekly-report': 'weekly reports',
  'budget-alert': 'email notifications',
} as const;

// The one email sent when a bank connection needs the person (credentials changed, access revoked).
export const bankReconnectEmail = {
  subject: (institution: string) => `Reconnect ${institution} to keep your transactions coming`,
  text: (name: string, institution: string, settingsUrl: string) =>
    [
      `Hi ${name},`,
      '',
      `${institution} stopped letting GigTally read your transactions: the bank needs you to sign in again or to allow access once more. Until you do, no new transactions arrive from it.`,
      '',
      `Open Settings → Connected accounts, disconnect ${institution} and connect it again: ${settingsUrl}`,
      '',
      'What it already brought stays in GigTally.',
      '',
      '— GigTally',
    ].join('\n'),
} as const;
