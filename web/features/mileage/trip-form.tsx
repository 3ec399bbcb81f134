import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { localDate } from '../../../core/dates';
import { mileageDeductionCents } from '../../../core/tax/mileage';
import { toDollars } from '../../../core/money';
import {
  formatMiles,
  milesOf,
  newTripSchema,
  rateTextOn,
  TRIP_PLATFORM_MAX_LENGTH,
  TRIP_PURPOSE_MAX_LENGTH,
  tripDistanceOf,
  tripPlatforms,
  type NewTripInput,
  type Trip,
} from '../../../core/trips';
import { Alert } from '../../components/ui/alert';
import { RecordFormActions } from '../../components/ui/form-actions';
import { useServerRefusal, type RecordFormProps } from '../../components/ui/record-form';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { TextField } from '../../components/ui/text-field';
import { useFormatters } from '../settings/use-preferences';
import { afterLoggingHint, distanceModes, type DistanceMode } from './mileage-texts';
import { tripProblemOf } from './trips-api';
import { ShiftOfTrip } from '../earnings/shift-of-trip';

/** The form's fields as typed: a distance given one way or the other, all text. */
export interface TripFormValues {
  distance: DistanceMode;
  date: string;
  miles: string;
  startOdometer: string;
  endOdometer: string;
  purpose: string;
  platform: string;
  /** The shift the trip was driven in; '' for none. */
  shiftId: string;
}

const readingText = (miles: number | null) => (miles === null ? '' : String(miles));

/** The form's values for a trip (editing), or a new trip on today's date. */
export function tripFormValues(trip?: Trip): TripFormValues {
  if (!trip)
    return {
      distance: 'miles',
      date: localDate(),
      miles: '',
      startOdometer: '',
      endOdometer: '',
      purpose: '',
      platform: '',
      shiftId: '',
    };
  const odometer = trip.startOdometer !== null;
  return {
    distance: odometer ? 'odometer' : 'miles',
    date: trip.date,
    miles: odometer ? '' : String(trip.miles),
    startOdometer: readingText(trip.startOdometer),
    endOdometer: readingText(trip.endOdometer),
    purpose: trip.purpose,
    platform: trip.platform,
    shiftId: trip.shiftId ?? '',
  };
}

/** What is sent: the distance the way the person chose to give it, the other way's inputs left out. */
export function tripInputOf(values: TripFormValues): NewTripInput {
  const { date, purpose, platform } = values;
  const shiftId = values.shiftId === '' ? null : values.shiftId;
  return values.distance === 'miles'
    ? { date, miles: values.miles, purpose, platform, shiftId }
    : {
        date,
        startOdometer: values.startOdometer,
        endOdometer: values.endOdometer,
        purpose,
        platform,
        shiftId,
      };
}

const schemaResolver = zodResolver(newTripSchema);

/** Checks what would be sent with the API's schema; the form keeps its own text values. */
const tripResolver: Resolver<TripFormValues> = async (values, context, options) => {
  const result = await schemaResolver(
    tripInputOf(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  const errors = result.errors as FieldErrors<TripFormValues>;
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The date, the miles or two odometer readings, the business purpose and the platform of a trip, checked with the
 * API's schema; the IRS rate of the date and the trip's deduction show while the person types. Logging clears the
 * form but for the date, and says so under it; editing closes its dialog.
 */
export function TripForm({ trip, ...record }: RecordFormProps<NewTripInput> & { trip?: Trip }) {
  const { onSave, onCancel, layout = 'row' } = record;
  const platformListId = useId();
  const format = useFormatters();
  const { register, handleSubmit, formState, setError, reset, setFocus, control, setValue, clearErrors } =
    useForm<TripFormValues>({ resolver: tripResolver, defaultValues: tripFormValues(trip) });
  const { failure, saved } = useServerRefusal(setError, tripProblemOf);
  const values = useWatch({ control }) as TripFormValues;
  // Miles has the focus once the form is enabled again after logging a trip.
  const [focusMiles, setFocusMiles] = useState(false);
  useEffect(() => {
    if (focusMiles && !formState.isSubmitting) setFocus('miles');
  }, [focusMiles, formState.isSubmitting, setFocus]);
  const errors = formState.errors;

  const submit = handleSubmit(async (typed) => {
    setFocusMiles(false);
    if (!(await saved(() => onSave(tripInputOf(typed)))) || onCancel) return;
    // Logged: what belonged to that trip goes, so the next one is not saved under its platform; only the date
    // stays, for the next trip of the same day.
    reset({ ...tripFormValues(), date: typed.date });
    setFocusMiles(true);
  });

  const chooseDistance = (distance: DistanceMode) => {
    setValue('distance', distance);
    clearErrors(['miles', 'startOdometer', 'endOdometer']);
  };

  const rateText = rateTextOn(values.date);
  const distance = tripDistanceOf(tripInputOf(values), true);
  const preview =
    rateText && 'distance' in distance && distance.distance
      ? `This trip: ${formatMiles(milesOf(distance.distance.tenthsOfMile))} miles, ${format.money(
          toDollars(mileageDeductionCents(distance.distance.tenthsOfMile, values.date)),
        )}.`
      : '';

  const grid =
    layout === 'row'
      ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start'
      : 'grid gap-4 sm:grid-cols-2';

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset disabled={formState.isSubmitting} className="space-y-4">
        <legend className="sr-only">Trip</legend>
        <div className={grid}>
          <div>
            <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
          </div>
          <div className={layout === 'row' ? 'lg:col-span-2' : ''}>
            <span aria-hidden="true" className="mb-1 block text-sm font-medium text-slate-700">
              Distance
            </span>
            <SegmentedControl
              label="Distance"
              options={distanceModes}
              value={values.distance}
              onChange={chooseDistance}
            />
          </div>
        </div>
        <div className={grid}>
          {values.distance === 'miles' ? (
            <TextField
              label="Miles"
              inputMode="decimal"
              autoComplete="off"
              hint="To a tenth of a mile, e.g. 12.4"
              error={errors.miles?.message}
              {...register('miles')}
            />
          ) : (
            <>
              <TextField
                label="Start odometer"
                inputMode="decimal"
                autoComplete="off"
                error={errors.startOdometer?.message ?? errors.miles?.message}
                {...register('startOdometer')}
              />
              <TextField
                label="End odometer"
                inputMode="decimal"
                autoComplete="off"
                error={errors.endOdometer?.message}
                {...register('endOdometer')}
              />
            </>
          )}
        </div>
        <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
          {rateText && (
            <>
              IRS standard rate on {format.date(values.date)}: <strong>{rateText}</strong>. {preview}
            </>
          )}
        </p>
        <div className={grid}>
          <TextField
            label="Business purpose"
            autoComplete="off"
            maxLength={TRIP_PURPOSE_MAX_LENGTH}
            hint="Where you went and why, e.g. DoorDash deliveries, downtown"
            error={errors.purpose?.message}
            className={layout === 'row' ? 'lg:col-span-2' : 'sm:col-span-2'}
            {...register('purpose')}
          />
          <TextField
            label="Platform (optional)"
            list={platformListId}
            autoComplete="off"
            maxLength={TRIP_PLATFORM_MAX_LENGTH}
            error={errors.platform?.message}
            {...register('platform')}
          />
          <datalist id={platformListId}>
            {tripPlatforms.map((platform) => (
              <option key={platform} value={platform} />
            ))}
          </datalist>
          <ShiftOfTrip date={values.date} error={errors.shiftId?.message} {...register('shiftId')} />
        </div>
        <RecordFormActions record={record} pending={formState.isSubmitting} />
        {!onCancel && <p className="text-sm text-slate-600 sm:text-right">{afterLoggingHint}</p>}
      </fieldset>
    </form>
  );
}
