import type { StateCode } from './states/state-codes';

// The estimated-tax due dates as an iCalendar feed any calendar app can subscribe to (no sign-in).
export const TAX_CALENDAR_PATH = '/api/tax-calendar.ics';

/** The feed's address, with the person's state when they chose one, so its dates come too. */
export const taxCalendarPath = (state: StateCode | null): string =>
  state === null ? TAX_CALENDAR_PATH : `${TAX_CALENDAR_PATH}?state=${state}`;
