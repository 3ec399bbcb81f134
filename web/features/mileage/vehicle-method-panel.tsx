import {
  vehicleMethodLabels,
  vehicleMethodMessages,
  vehicleMethodNote,
  vehicleMethods,
  type VehicleMethod,
} from '../../../core/tax/vehicle-method';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toasts';
import { useFormatters } from '../settings/use-preferences';
import { useSaveVehicleMethod, useVehicleMethod } from './trips-api';

// Issue 16 point 13: what each choice deducts (IRS Publication 463, chapter 4).
export const vehicleMethodHints: Record<VehicleMethod, string> = {
  standard:
    'Business miles at the IRS rate, plus parking and tolls. Gas, Maintenance, Insurance and Transportation expenses are not deducted.',
  actual:
    'Gas, Maintenance, Insurance and Transportation expenses as you recorded them (record only the business share). The mileage log is kept as your record but not deducted.',
};

export const vehicleMethodTexts = {
  title: (year: number) => `Car costs in ${year}`,
  legend: (year: number) => `How your car is deducted in ${year}`,
  defaultWithTrips: 'Not chosen yet: the standard rate is used because the year has trips.',
  defaultWithoutTrips: 'Not chosen yet: actual costs are used because the year has no trips.',
  saveFailed: 'Failed to save the car method. Please try again.',
} as const;

/** The tax year's car method: the standard mileage rate or the actual costs, one or the other. */
export function VehicleMethodPanel({ year }: { year: number }) {
  const format = useFormatters();
  const vehicle = useVehicleMethod(year);
  const save = useSaveVehicleMethod();

  const choose = (method: VehicleMethod) =>
    save.mutate(
      { year, method },
      {
        onSuccess: () => toast.success(vehicleMethodMessages.saved(year, method)),
        onError: () => toast.error(vehicleMethodTexts.saveFailed),
      },
    );

  return (
    <Panel title={vehicleMethodTexts.title(year)}>
      {vehicle.isPending ? (
        <div role="status" aria-label="Loading...">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : vehicle.isError ? (
        <QueryError error={vehicle.error} onRetry={() => void vehicle.refetch()} />
      ) : (
        <div className={`space-y-3 ${vehicle.isPlaceholderData ? 'opacity-60' : ''}`}>
          <fieldset disabled={save.isPending}>
            <legend className="text-sm font-medium text-slate-900">{vehicleMethodTexts.legend(year)}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {vehicleMethods.map((method) => (
                <label
                  key={method}
                  className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="vehicle-method"
                    value={method}
                    checked={(save.isPending ? save.variables.method : vehicle.data.method) === method}
                    onChange={() => choose(method)}
                    className="mt-1 h-4 w-4 accent-brand-600"
                  />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">
                      {vehicleMethodLabels[method]}
                    </span>
                    <span className="block text-xs text-slate-700">{vehicleMethodHints[method]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {!vehicle.data.chosen && (
            <p className="text-sm text-slate-700">
              {vehicle.data.yearHasTrips
                ? vehicleMethodTexts.defaultWithTrips
                : vehicleMethodTexts.defaultWithoutTrips}
            </p>
          )}
          <p className="text-sm font-medium text-slate-900">
            {vehicleMethodNote(vehicle.data, format.money)}
          </p>
        </div>
      )}
    </Panel>
  );
}
