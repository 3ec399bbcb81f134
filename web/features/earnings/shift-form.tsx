import { useState, type FormEvent } from 'react';
import {
  newShiftSchema,
  SHIFT_PLATFORM_MAX_LENGTH,
  type NewShiftInput,
  type Shift,
} from '../../../core/earnings/shifts';
import { tripPlatforms } from '../../../core/trips';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SubmitButton } from '../../components/ui/form-actions';
import { SuggestionsField } from '../../components/ui/suggestions-field';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { deviceTimeZone } from './running-shift';

interface ShiftFormValues {
  platform: string;
  start: string;
  end: string;
  activeMinutes: string;
  miles: string;
}

// 'Other' names no platform, so it is not suggested for a shift.
const platformSuggestions = tripPlatforms.filter((platform) => platform !== 'Other');

const valuesOf = (shift?: Shift): ShiftFormValues => ({
  platform: shift?.platform ?? '',
  start: shift?.start ?? '',
  end: shift?.end ?? '',
  activeMinutes:
    shift?.activeMinutes === null || shift?.activeMinutes === undefined ? '' : String(shift.activeMinutes),
  miles: shift?.miles === null || shift?.miles === undefined ? '' : String(shift.miles),
});

/** What is sent: blank active time and miles are "not given"; the zone is this device's. */
function inputOf(values: ShiftFormValues): NewShiftInput {
  const minutes = values.activeMinutes.trim();
  return {
    platform: values.platform,
    start: values.start,
    end: values.end,
    activeMinutes: minutes === '' ? null : /^\d+$/.test(minutes) ? Number(minutes) : Number.NaN,
    miles: values.miles.trim() === '' ? null : values.miles,
    timeZone: deviceTimeZone() ?? null,
  };
}

/** The first message of each field, as the API's 400 gives them. */
function fieldErrorsOf(input: NewShiftInput): Record<string, string> {
  const parsed = newShiftSchema.safeParse(input);
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

/**
 * A shift typed afterwards, or one being changed: platform, start and end on the person's clock, and optionally the
 * time on trips and the miles. Checked with the API's own schema before it is sent.
 */
export function ShiftForm({
  shift,
  submitLabel,
  onSave,
  onCancel,
}: {
  shift?: Shift;
  submitLabel: string;
  /** Saves the shift; throws the server's refusal. */
  onSave: (input: NewShiftInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(shift));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const field = (name: keyof ShiftFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const input = inputOf(values);
    const found = fieldErrorsOf(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(input);
      if (!onCancel) setValues(valuesOf());
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fields ?? {});
        setFailure(error.message);
      } else setFailure(String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Shift</legend>
        <SuggestionsField
          label="Platform"
          suggestions={platformSuggestions}
          maxLength={SHIFT_PLATFORM_MAX_LENGTH}
          {...field('platform')}
        />
        <TextField
          label="Miles (optional)"
          inputMode="decimal"
          autoComplete="off"
          hint="To a tenth, e.g. 42.5"
          {...field('miles')}
        />
        <TextField label="Started" type="datetime-local" {...field('start')} />
        <TextField label="Ended" type="datetime-local" {...field('end')} />
        <TextField
          label="Active minutes (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="Time on trips or orders, as the app shows it"
          {...field('activeMinutes')}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={saving} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
