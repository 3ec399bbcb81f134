import { Play, Square } from 'lucide';
import { useEffect, useId, useState } from 'react';
import { minutesBetween } from '../../../core/earnings/local-time';
import { SHIFT_PLATFORM_MAX_LENGTH, type NewShiftInput } from '../../../core/earnings/shifts';
import { tripPlatforms } from '../../../core/trips';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { durationText } from './earnings-texts';
import {
  deviceTimeZone,
  forgetRunningShift,
  keepRunningShift,
  localDateTimeOf,
  readRunningShift,
  type RunningShift,
} from './running-shift';
import { Icon } from '../../components/ui/icon';

export const shiftTimerTexts = {
  platformRequired: 'Enter the platform you are starting a shift for',
  kept: 'The shift is still running on this phone: try End shift again when you are back online.',
  saved: 'Shift saved',
};

/** The current minute on this device's clock, ticking while a shift runs. */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * "Start shift" on a phone, "End shift" when done: the start is kept on this device (it needs no connection), and
 * the whole shift is sent at the end; if that fails the shift keeps running here, nothing lost.
 */
export function ShiftTimer({
  userId,
  onEnd,
}: {
  userId: string;
  onEnd: (shift: NewShiftInput) => Promise<unknown>;
}) {
  const platformListId = useId();
  const [running, setRunning] = useState<RunningShift | null>(() => readRunningShift(userId));
  const [platform, setPlatform] = useState('');
  const [miles, setMiles] = useState('');
  const [problem, setProblem] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [ending, setEnding] = useState(false);
  const now = useNow(running !== null);

  const start = () => {
    setProblem(undefined);
    if (platform.trim() === '') {
      setFieldError(shiftTimerTexts.platformRequired);
      return;
    }
    setFieldError(undefined);
    const shift = { platform: platform.trim(), start: localDateTimeOf(new Date()) };
    keepRunningShift(userId, shift);
    setRunning(shift);
  };

  const end = async () => {
    if (!running) return;
    setEnding(true);
    setProblem(undefined);
    try {
      await onEnd({
        platform: running.platform,
        start: running.start,
        end: localDateTimeOf(new Date()),
        miles: miles.trim() === '' ? null : miles,
        timeZone: deviceTimeZone() ?? null,
      });
      forgetRunningShift(userId);
      setRunning(null);
      setMiles('');
      toast.success(shiftTimerTexts.saved);
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : String(error);
      const fields = error instanceof ApiRequestError ? Object.values(error.fields ?? {}) : [];
      setProblem(
        error instanceof ApiRequestError && error.status === 0
          ? `${message} ${shiftTimerTexts.kept}`
          : [message, ...fields].join(' '),
      );
    } finally {
      setEnding(false);
    }
  };

  const discard = () => {
    forgetRunningShift(userId);
    setRunning(null);
    setProblem(undefined);
  };

  if (running) {
    const elapsed = Math.max(0, minutesBetween(running.start, localDateTimeOf(now), null));
    return (
      <div className="space-y-3">
        <p className="text-slate-800" role="status">
          <span className="font-semibold">{running.platform}</span> shift running since{' '}
          {running.start.replace('T', ' at ')} ({durationText(elapsed)})
        </p>
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Miles driven (optional)"
            inputMode="decimal"
            autoComplete="off"
            value={miles}
            onChange={(event) => setMiles(event.target.value)}
            className="w-44"
          />
          <Button onClick={() => void end()} disabled={ending}>
            <Icon icon={Square} className="h-4 w-4" />
            {ending ? 'Saving...' : 'End shift'}
          </Button>
          <Button variant="ghost" onClick={discard} disabled={ending}>
            Discard
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        label="Platform"
        list={platformListId}
        autoComplete="off"
        maxLength={SHIFT_PLATFORM_MAX_LENGTH}
        value={platform}
        error={fieldError}
        onChange={(event) => setPlatform(event.target.value)}
        className="w-52"
      />
      <datalist id={platformListId}>
        {tripPlatforms
          .filter((name) => name !== 'Other')
          .map((name) => (
            <option key={name} value={name} />
          ))}
      </datalist>
      <Button onClick={start}>
        <Icon icon={Play} className="h-4 w-4" />
        Start shift
      </Button>
    </div>
  );
}
