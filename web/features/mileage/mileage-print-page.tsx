import { Printer } from 'lucide';
import { Link, useSearchParams } from '../../lib/router';
import { localDate } from '../../../core/dates';
import {
  formatCentsPerMile,
  formatMiles,
  irsLogRequirements,
  standardRateNote,
  yearRateText,
  type TripYear,
} from '../../../core/trips';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { QueryError } from '../../components/ui/query-error';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useSession } from '../auth/session';
import { useFormatters } from '../settings/use-preferences';
import { chosenTripYear } from './mileage-year';
import { useTripYear } from './trips-api';
import './mileage-print.css';
import { Icon } from '../../components/ui/icon';

const cell = 'border border-slate-300 px-2 py-1';

/** The year's mileage log on paper, with what IRS Publication 463 asks a log to show. */
export function MileagePrintPage() {
  const [params] = useSearchParams();
  const year = chosenTripYear(params.get('year'));
  const tripYear = useTripYear(year);
  const session = useSession();
  const format = useFormatters();
  const user = session.data?.user;

  return (
    <div data-mileage-print className="mx-auto max-w-4xl space-y-6 bg-white p-4 text-slate-900 sm:p-8">
      <div data-print-hidden className="flex flex-wrap items-center justify-between gap-3">
        <Link to={`/mileage?year=${year}`} className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to Mileage
        </Link>
        <Button onClick={() => window.print()} disabled={!tripYear.data}>
          <Icon icon={Printer} className="h-4 w-4" />
          Print
        </Button>
      </div>

      <div className="space-y-1 border-b border-slate-300 pb-4">
        <PageTitle title={`Mileage log ${year}`}>Mileage log {year}</PageTitle>
        {user && (
          <p>
            <span className="font-semibold">{user.name}</span> ·{' '}
            <span className="break-all">{user.email}</span>
          </p>
        )}
        <p className="text-sm text-slate-700">
          Business use of a car · {yearRateText(year)} · Printed from GigTally on {format.date(localDate())}
        </p>
      </div>

      {tripYear.isPending ? (
        <SkeletonRows rows={3} height="h-8" />
      ) : tripYear.isError ? (
        <QueryError error={tripYear.error} onRetry={() => void tripYear.refetch()} />
      ) : (
        <LogTable tripYear={tripYear.data} />
      )}

      <section aria-labelledby="vehicle-heading" className="space-y-2">
        <h2 id="vehicle-heading" className="text-lg font-semibold">
          The car (fill in by hand)
        </h2>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {[
            'Vehicle (make, model, year)',
            `Odometer on January 1, ${year}`,
            `Odometer on December 31, ${year}`,
            `Total miles driven in ${year}, all uses`,
          ].map((label) => (
            <div key={label} className="flex items-end gap-2">
              <dt className="shrink-0">{label}:</dt>
              <dd className="h-5 flex-1 border-b border-slate-500">
                <span className="sr-only">(to fill in)</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="irs-heading" className="space-y-2">
        <h2 id="irs-heading" className="text-lg font-semibold">
          What the IRS asks a mileage log to show
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {irsLogRequirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">
          Source: IRS Publication 463, chapter 5 (Recordkeeping). Keep the log with your tax records.
        </p>
        <p className="text-sm text-slate-700">{standardRateNote}</p>
        <p className="text-xs text-slate-600">
          These figures come from the trips you logged in GigTally. They are for planning only and are not
          financial or tax advice.
        </p>
      </section>
    </div>
  );
}

/** The log's columns, as a paper mileage log has them; figures to the right. */
const logColumns = [
  { label: 'Date', numeric: false },
  { label: 'Start odometer', numeric: true },
  { label: 'End odometer', numeric: true },
  { label: 'Miles', numeric: true },
  { label: 'Business purpose', numeric: false },
  { label: 'Platform', numeric: false },
  { label: 'Rate (¢/mi)', numeric: true },
  { label: 'Deduction', numeric: true },
];

function LogTable({ tripYear }: { tripYear: TripYear }) {
  const format = useFormatters();
  const { year, totals } = tripYear;
  if (tripYear.trips.length === 0)
    return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm">No trips logged in {year}.</p>;
  // A log reads in the order the trips were made.
  const trips = [...tripYear.trips].reverse();
  return (
    <div tabIndex={0} role="region" aria-label={`Mileage log ${year}`} className="overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Business trips in {year}, oldest first</caption>
        <thead className="bg-slate-100 text-xs font-semibold">
          <tr>
            {logColumns.map(({ label, numeric }) => (
              <th key={label} scope="col" className={numeric ? `${cell} text-right` : cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trips.map((trip) => (
            <tr key={trip.id}>
              <td className={`${cell} whitespace-nowrap`}>{format.date(trip.date)}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {trip.startOdometer === null ? '' : formatMiles(trip.startOdometer)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {trip.endOdometer === null ? '' : formatMiles(trip.endOdometer)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatMiles(trip.miles)}</td>
              <td className={`${cell} break-words`}>{trip.purpose}</td>
              <td className={cell}>{trip.platform}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatCentsPerMile(trip.rateCentsPerMile)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{format.money(trip.deduction)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" colSpan={3} className={cell}>
              Total {year} ({totals.trips} {totals.trips === 1 ? 'trip' : 'trips'})
            </th>
            <td className={`${cell} text-right tabular-nums`}>{formatMiles(totals.miles)}</td>
            <td colSpan={3} className={cell}>
              Business miles and their deduction at the IRS standard rate
            </td>
            <td className={`${cell} text-right tabular-nums`}>{format.money(totals.deduction)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export const Component = MileagePrintPage;
