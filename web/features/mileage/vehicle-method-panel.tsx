import {
  UNCHOSEN_VEHICLE_METHOD,
  vehicleMethodLabels,
  vehicleMethodMessages,
  vehicleMethodNote,
  vehicleMethods,
  type VehicleMethod,
} from '../../../core/tax/vehicle-method';
import { vehicleMethodHints, vehicleMethodTexts } from './vehicle-method-texts';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toasts';
import { useTaxFormatters } from '../settings/use-preferences';
import { useSaveVehicleMethod, useVehicleMethod } from './trips-api';
import { useViewingClient } from '../sharing/use-viewing-client';

/**
 * The tax year's car method: the standard mileage rate or the actual costs, one or the other, with what each deducts
 * and the federal tax each gives, so the person chooses knowing both. Shown on the Mileage and Tax pages.
 */
export function VehicleMethodPanel({ year }: { year: number }) {
  // Tax figures are in US dollars, as on the Tax page.
  const format = useTaxFormatters();
  const vehicle = useVehicleMethod(year);
  const save = useSaveVehicleMethod();
  // A tax preparer reading a client's books sees both methods and the client's choice, and cannot change it.
  const viewingClient = useViewingClient();

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
          <fieldset disabled={save.isPending || viewingClient}>
            <legend className="text-sm font-medium text-slate-900">{vehicleMethodTexts.legend(year)}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {vehicleMethods.map((method) => {
                const outcome = vehicle.data.comparison[method];
                return (
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
                      className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-slate-900">
                        {vehicleMethodLabels[method]}
                        {vehicle.data.comparison.recommended === method && (
                          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                            {vehicleMethodTexts.recommended}
                          </span>
                        )}
                      </span>
                      <span className="block text-xs text-slate-700">{vehicleMethodHints[method]}</span>
                      <span className="mt-2 grid grid-cols-2 gap-2 text-sm">
                        <span>
                          <span className="block text-xs text-slate-600">{vehicleMethodTexts.deduction}</span>
                          <span className="font-semibold tabular-nums text-slate-900">
                            {format.money(outcome.deduction)}
                          </span>
                        </span>
                        <span>
                          <span className="block text-xs text-slate-600">{vehicleMethodTexts.totalTax}</span>
                          <span className="font-semibold tabular-nums text-slate-900">
                            {format.money(outcome.totalTax)}
                          </span>
                        </span>
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <p className="text-sm font-medium text-slate-900">
            {vehicle.data.comparison.recommended === null
              ? vehicleMethodTexts.sameTax(year)
              : vehicleMethodTexts.recommendation(
                  year,
                  vehicle.data.comparison.recommended,
                  format.money(vehicle.data.comparison.saving),
                )}
          </p>
          {!vehicle.data.chosen && !viewingClient && (
            // The method in use is already checked, so choosing it takes a button of its own.
            <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2">
              <p className="text-sm text-slate-800">{vehicleMethodTexts.notChosen}</p>
              <Button
                variant="secondary"
                disabled={save.isPending}
                onClick={() => choose(UNCHOSEN_VEHICLE_METHOD)}
              >
                {vehicleMethodTexts.keep(year)}
              </Button>
            </div>
          )}
          <p className="text-sm text-slate-700">{vehicleMethodNote(vehicle.data, format.money)}</p>
          <FirstYearRule year={year} placedInService={vehicle.data.placedInService} />
        </div>
      )}
    </Panel>
  );
}

/** The first-business-year rule, and where the person's car stands with it when they gave its date (line 43). */
function FirstYearRule({ year, placedInService }: { year: number; placedInService: string | null }) {
  const format = useTaxFormatters();
  const placedYear = placedInService === null ? null : Number(placedInService.slice(0, 4));
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
      <p>{vehicleMethodTexts.firstYearRule}</p>
      {placedInService !== null && placedYear === year && (
        <p>{vehicleMethodTexts.firstBusinessYear(year, format.date(placedInService))}</p>
      )}
      {placedYear !== null && placedYear < year && (
        <p>{vehicleMethodTexts.laterBusinessYear(year, placedYear)}</p>
      )}
    </div>
  );
}
