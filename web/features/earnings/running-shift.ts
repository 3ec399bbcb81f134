import type { LocalDateTime } from '../../../core/earnings/local-time';
import { forgetStored, keepStored, readStored, storedObjectOf } from '../../lib/device-storage';

// "Start shift" keeps its start on this device alone, so it works with no connection; "End shift" sends the whole
// shift. Kept per user: another person signed in on the same phone does not see it.

export interface RunningShift {
  platform: string;
  start: LocalDateTime;
}

export const runningShiftKey = (userId: string) => `running-shift:${userId}`;

/** The local date and time of an instant on this device's clock, to the minute. */
export function localDateTimeOf(instant: Date): LocalDateTime {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The shift this device has running, if its record reads as one. */
export function runningShiftOf(text: string | null): RunningShift | null {
  const stored = storedObjectOf(text);
  if (!stored || typeof stored.platform !== 'string' || typeof stored.start !== 'string') return null;
  return { platform: stored.platform, start: stored.start };
}

export const readRunningShift = (userId: string) => runningShiftOf(readStored(runningShiftKey(userId)));
export const keepRunningShift = (userId: string, shift: RunningShift) =>
  keepStored(runningShiftKey(userId), shift);
export const forgetRunningShift = (userId: string) => forgetStored(runningShiftKey(userId));

/** This browser's IANA time zone, sent with each shift so that a shift across a clock change counts right. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
