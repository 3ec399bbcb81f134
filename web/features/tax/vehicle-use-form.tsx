import { useState } from 'react';
import { Link } from '../../lib/router';
import type { CalendarDate } from '../../../core/dates';
import {
  scheduleCMessages,
  vehicleUseSchema,
  type VehicleUse,
  type VehicleUseInput,
} from '../../../core/tax/schedule-c-api';
import { formatMiles } from '../../../core/trips';
import type { Formatters } from '../../../core/format';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { Panel } from '../../components/ui/panel';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { useSaveVehicleUse } from './schedule-c-queries';
import { milesInput, milesText, vehicleQuestions, vehicleTexts } from './schedule-c-texts';

const milesNames = ['commutingMiles', 'otherMiles'] as const;
type MilesName = (typeof milesNames)[number];
const answerNames = ['availableOffDuty', 'anotherVehicle', 'hasEvidence', 'evidenceWritten'] as const;
type AnswerName = (typeof answerNames)[number];
type FieldName = 'placedInService' | MilesName | AnswerName;
type Errors = Partial<Record<FieldName, string>>;

function YesNo({
  name,
  value,
  onChange,
  error,
}: {
  name: AnswerName;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{vehicleQuestions[name]}</legend>
      <div className="flex gap-6">
        {(
          [
            [true, 'Yes'],
            [false, 'No'],
          ] as const
        ).map(([choice, label]) => (
          <label key={label} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={name}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="h-4 w-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Schedule C Part IV, asked once a tax year: when the car was placed in service, commuting and other miles and the
 * yes/no questions 45-47b; line 44a's business miles come from the mileage log and are shown, not asked.
 */
export function VehicleUseForm({ saved, format }: { saved: VehicleUse; format: Formatters }) {
  const [placedInService, setPlacedInService] = useState<CalendarDate>(saved.placedInService ?? '');
  const [miles, setMiles] = useState<Record<MilesName, string>>({
    commutingMiles: milesText(saved.commutingMiles),
    otherMiles: milesText(saved.otherMiles),
  });
  const [answers, setAnswers] = useState<Record<AnswerName, boolean | null>>({
    availableOffDuty: saved.availableOffDuty,
    anotherVehicle: saved.anotherVehicle,
    hasEvidence: saved.hasEvidence,
    evidenceWritten: saved.evidenceWritten,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const save = useSaveVehicleUse();

  const submit = () => {
    setDone(false);
    setFailure(undefined);
    const input: VehicleUseInput = {
      year: saved.year,
      placedInService: placedInService === '' ? null : placedInService,
      commutingMiles: milesInput(miles.commutingMiles),
      otherMiles: milesInput(miles.otherMiles),
      ...answers,
    };
    const checked = vehicleUseSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        if (fields && Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(error instanceof ApiRequestError ? error.message : vehicleTexts.saveFailed);
      },
    });
  };

  return (
    <Panel title={vehicleTexts.title}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-700">{vehicleTexts.intro(saved.year)}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <fieldset disabled={save.isPending} className="space-y-5">
          <legend className="sr-only">{vehicleTexts.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField
              label={vehicleQuestions.placedInService}
              value={placedInService}
              onChange={setPlacedInService}
              formatters={format}
              error={errors.placedInService}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <p className="text-sm font-medium text-slate-700">{vehicleQuestions.businessMiles}</p>
              <p className="mt-1 text-sm text-slate-900">
                <strong className="tabular-nums">{formatMiles(saved.businessMiles)}</strong>{' '}
                <Link to="/mileage" className="font-medium text-brand-700 underline underline-offset-2">
                  Open the mileage log
                </Link>
              </p>
            </div>
            {milesNames.map((name) => (
              <TextField
                key={name}
                label={vehicleQuestions[name]}
                inputMode="decimal"
                autoComplete="off"
                hint={vehicleTexts.milesHint}
                value={miles[name]}
                onChange={(event) => setMiles((current) => ({ ...current, [name]: event.target.value }))}
                error={errors[name]}
              />
            ))}
          </div>
          <div className="space-y-4">
            {answerNames.map((name) => (
              <YesNo
                key={name}
                name={name}
                value={answers[name]}
                onChange={(value) => setAnswers((current) => ({ ...current, [name]: value }))}
                error={errors[name]}
              />
            ))}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            <p role="status" className="text-sm font-medium text-green-800">
              {done ? scheduleCMessages.saved : ''}
            </p>
            <Button type="submit" className="w-full sm:w-auto">
              {save.isPending ? vehicleTexts.saving : vehicleTexts.save}
            </Button>
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
