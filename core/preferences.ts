import { z } from 'zod';
import { currencies, dateFormats } from './format';

// The preferences, kept on the server so they follow the user (docs/architecture.md "Data model").
export { currencies, dateFormats, type Currency, type DateFormat } from './format';

export const preferencesSchema = z.object({
  emailNotifications: z.boolean({ error: 'Email notifications must be on or off' }),
  taxReminders: z.boolean({ error: 'Tax reminders must be on or off' }),
  weeklyReports: z.boolean({ error: 'Weekly reports must be on or off' }),
  currency: z.enum(currencies, { error: 'Currency must be USD, EUR, GBP, CAD or AUD' }),
  dateFormat: z.enum(dateFormats, { error: 'Date format must be MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export { defaultPreferences } from './preference-defaults';

// Saving's messages, and how long each stays on screen.
export const preferencesMessages = {
  saved: 'Your preferences have been saved successfully!',
  saveFailed: 'Failed to save preferences. Please try again.',
  savedVisibleMs: 3000,
  failedVisibleMs: 5000,
  // The currency is how amounts are written; no exchange rates are involved.
  currencyHint: 'Changes how amounts are shown; amounts are not converted.',
} as const;

// Settings' account texts.
export const accountMessages = {
  emailReadOnly: 'Email address cannot be changed. Contact support for assistance.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  displayNameUpdateFailed: 'Failed to update display name. Please try again.',
  deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  exportFailed: 'Failed to export data. Please try again.',
  displayNameUpdated: 'Your name has been updated.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  accountDeleted: 'Your account has been deleted.',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
} as const;

// Deleting the account asks for the password, or for an account without one for DELETE typed out.
export const ACCOUNT_DELETION_WORD = 'DELETE';

export const deleteAccountMessages = {
  title: 'Delete your account?',
  passwordLabel: 'Your password',
  passwordHint: 'Enter your password to confirm it is you.',
  confirmationLabel: `Type ${ACCOUNT_DELETION_WORD} to confirm`,
  button: 'Delete account',
  deleting: 'Deleting...',
  passwordMissing: 'Enter your password to delete your account.',
  passwordWrong: 'The password is not correct. Your account has not been deleted.',
  confirmationWrong: `Type ${ACCOUNT_DELETION_WORD} to delete your account.`,
  passwordField: 'Password is not correct',
  passwordFieldMissing: 'Password is required',
  confirmationField: `Type ${ACCOUNT_DELETION_WORD} in capitals`,
} as const;

/** GET /api/account/export file name. */
export const accountExportFileName = (date: string) => `GigTally_account_${date}.json`;
