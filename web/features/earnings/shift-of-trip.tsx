import type { Ref, SelectHTMLAttributes } from 'react';
import { isCalendarDate } from '../../../core/dates';
import { SelectField } from '../../components/ui/select-field';
import { useShifts } from './earnings-api';

/**
 * The trip form's "Shift" choice: the shifts logged on the trip's date, so that the trip's miles count for the shift.
 * Shown only once they have arrived (a choice saved before is then selected), and only on a day that has some.
 */
export function ShiftOfTrip({
  date,
  error,
  ...select
}: {
  date: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const day = isCalendarDate(date) ? date : '';
  const shifts = useShifts(day, day, { enabled: day !== '' });
  if (!shifts.data || shifts.data.length === 0 || shifts.isPlaceholderData) return null;
  return (
    <SelectField
      label="Shift (optional)"
      placeholder="No shift"
      error={error}
      options={shifts.data.map((shift) => ({
        value: shift.id,
        label: `${shift.platform} ${shift.start.slice(11)}–${shift.end.slice(11)}`,
      }))}
      {...select}
    />
  );
}
