import type { Preferences } from './preferences';

// Without zod (core/preferences.ts holds the schema and re-exports this), for the signed-in shell.
export const defaultPreferences: Preferences = {
  emailNotifications: true,
  taxReminders: true,
  weeklyReports: false,
  currency: 'USD',
  dateFormat: 'MM/DD/YYYY',
};
