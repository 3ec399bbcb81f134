import { Download, Printer } from 'lucide';
import { useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import {
  formatCentsPerMile,
  formatMiles,
  mileageLogFileName,
  standardRateNote,
  tripMessages,
  type Trip,
  type TripYear,
} from '../../../core/trips';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { CardCaption, cardCell, cardRow, CardTable } from '../../components/ui/card-table';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { right } from '../../components/ui/data-table';
import { Modal } from '../../components/ui/modal';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { QueryContent } from '../../components/ui/query-content';
import { DeleteRowAction, EditRowAction } from '../../components/ui/row-actions';
import { SelectField } from '../../components/ui/select-field';
import { SkeletonRows } from '../../components/ui/skeleton';
import { downloadFromApi } from '../../lib/download';
import { toast } from '../../lib/toasts';
import { useFormatters } from '../settings/use-preferences';
import { emptyYearText, tripToasts } from './mileage-texts';
import { chosenTripYear, tripYearOptions } from './mileage-year';
import { TripForm } from './trip-form';
import { useCreateTrip, useDeleteTrip, useTripYear, useUpdateTrip } from './trips-api';
import { VehicleMethodPanel } from './vehicle-method-panel';
import { useViewingClient } from '../sharing/use-viewing-client';
import { Icon } from '../../components/ui/icon';

/** The mileage log: business trips, their deduction at the IRS standard rate, the yearly log. */
export function MileagePage() {
  const [params, setParams] = useSearchParams();
  const year = chosenTripYear(params.get('year'));
  const tripYear = useTripYear(year);
  const createTrip = useCreateTrip();
  const chooseYear = (chosen: number) => setParams({ year: String(chosen) }, { replace: true });
  const viewingClient = useViewingClient();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Mileage">
        Log the miles you drive for work. Each trip is figured at the IRS standard mileage rate of its date;
        under Car costs, compare that with your actual car expenses and choose one for the year. The miles
        count on your dashboard, reports and tax estimate in a year you choose the standard rate.
      </PageHeader>

      {!viewingClient && (
        <Panel title="Log a trip">
          <TripForm
            submitLabel="Log trip"
            savingLabel="Logging..."
            onSave={async (trip) => {
              const logged = await createTrip.mutateAsync(trip);
              toast.success(tripToasts.logged);
              // The trip shows in its own year's list.
              const loggedYear = Number(logged.date.slice(0, 4));
              if (loggedYear !== year && tripYearOptions().includes(loggedYear)) chooseYear(loggedYear);
            }}
          />
        </Panel>
      )}

      <Panel
        title={`Trips in ${year}`}
        actions={
          <SelectField
            label="Year"
            value={String(year)}
            onChange={(event) => chooseYear(Number(event.target.value))}
            options={tripYearOptions().map((option) => ({ value: String(option), label: String(option) }))}
            className="flex items-center gap-2 [&_label]:mb-0"
          />
        }
      >
        <QueryContent query={tripYear} loading={<SkeletonRows rows={3} />}>
          {(log) => (
            <div className={tripYear.isPlaceholderData ? 'opacity-60' : ''}>
              <YearTotals tripYear={log} />
              {log.trips.length === 0 ? (
                <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
                  {emptyYearText(log.year)}
                </p>
              ) : (
                <TripsTable trips={log.trips} year={log.year} />
              )}
            </div>
          )}
        </QueryContent>
      </Panel>

      <VehicleMethodPanel year={year} />

      <aside aria-label="About the standard mileage rate">
        <Alert tone="info">
          <strong className="font-semibold">Standard rate or actual costs. </strong>
          {standardRateNote}
        </Alert>
      </aside>
    </div>
  );
}

/** The year's business miles and deduction, the figure the tax estimate uses, and the log's downloads. */
function YearTotals({ tripYear }: { tripYear: TripYear }) {
  const format = useFormatters();
  const [downloading, setDownloading] = useState(false);
  const { year, totals } = tripYear;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFromApi(`/api/trips/log.csv?year=${year}`, mileageLogFileName(year));
      toast.success(tripToasts.downloaded);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl bg-brand-50 px-4 py-4">
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-slate-700">Business miles in {year}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{formatMiles(totals.miles)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Mileage deduction</dt>
          <dd className="text-slate-900">
            <span className="text-2xl font-bold tabular-nums">{format.money(totals.deduction)}</span>{' '}
            <span className="text-sm">at the IRS standard rate</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Trips</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{totals.trips}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
          <Icon icon={Download} className="h-4 w-4" />
          {downloading ? 'Downloading...' : 'Download CSV'}
        </Button>
        <Link to={`/mileage/print?year=${year}`} className={buttonClass('secondary')}>
          <Icon icon={Printer} className="h-4 w-4" />
          Printable log
        </Link>
      </div>
    </div>
  );
}

/** A trip's distance as the log shows it: miles, and the odometer readings when it has them. */
function TripDistance({ trip }: { trip: Trip }) {
  return (
    <>
      <span className="font-medium text-slate-900">{formatMiles(trip.miles)}</span>
      {trip.startOdometer !== null && trip.endOdometer !== null && (
        <span className="block text-xs text-slate-600">
          {formatMiles(trip.startOdometer)} → {formatMiles(trip.endOdometer)}
        </span>
      )}
    </>
  );
}

/** The year's trips, newest first, each editable and deletable. */
function TripsTable({ trips, year }: { trips: readonly Trip[]; year: number }) {
  const format = useFormatters();
  // A tax preparer reading a client's log changes nothing.
  const viewingClient = useViewingClient();
  const [editing, setEditing] = useState<Trip>();
  const [deleting, setDeleting] = useState<Trip>();
  return (
    <>
      <CardTable
        label={`Trips in ${year}, newest first`}
        caption={`Trips in ${year}, newest first`}
        minWidth="sm:min-w-[40rem]"
        className="mt-4"
        columns={[
          'Date',
          right('Miles'),
          'Business purpose',
          'Platform',
          right('Rate'),
          right('Deduction'),
          right('Actions'),
        ]}
      >
        {trips.map((trip) => {
          const name = `the trip of ${format.date(trip.date)}, ${trip.purpose}`;
          // On a phone each trip is a card: date and deduction on top, the purpose under them, then miles, rate,
          // platform and the actions, each with a small caption in place of its column heading.
          return (
            <tr key={trip.id} className={`${cardRow} max-sm:grid-cols-2 max-sm:gap-y-1`}>
              <td
                className={`${cardCell} py-2 pr-2 whitespace-nowrap text-slate-700 tabular-nums max-sm:order-1`}
              >
                {format.date(trip.date)}
              </td>
              <td
                className={`${cardCell} px-2 py-2 whitespace-nowrap tabular-nums max-sm:order-4 sm:text-right`}
              >
                <CardCaption>Miles</CardCaption>
                <TripDistance trip={trip} />
              </td>
              <td
                className={`${cardCell} px-2 py-2 break-words text-slate-900 max-sm:order-3 max-sm:col-span-2 max-sm:font-medium`}
              >
                {trip.purpose}
              </td>
              <td className={`${cardCell} px-2 py-2 break-words text-slate-700 max-sm:order-6`}>
                <CardCaption>Platform</CardCaption>
                {trip.platform || '—'}
              </td>
              <td
                className={`${cardCell} px-2 py-2 whitespace-nowrap text-slate-700 tabular-nums max-sm:order-5 sm:text-right`}
              >
                <CardCaption>Rate</CardCaption>
                {formatCentsPerMile(trip.rateCentsPerMile)}¢/mi
              </td>
              <td
                className={`${cardCell} px-2 py-2 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums max-sm:order-2`}
              >
                {format.money(trip.deduction)}
              </td>
              <td className={`${cardCell} py-1 pl-2 text-right whitespace-nowrap max-sm:order-7`}>
                {!viewingClient && (
                  <>
                    <EditRowAction label={`Edit ${name}`} onClick={() => setEditing(trip)} />
                    <DeleteRowAction label={`Delete ${name}`} onClick={() => setDeleting(trip)} />
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </CardTable>
      <p className="mt-3 text-xs text-slate-600">
        The year&apos;s deduction is its miles at each rate, rounded once, as a tax return figures it; it can
        differ by a cent from the sum of the trips&apos; own amounts.
      </p>
      {editing && <EditTripDialog trip={editing} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteTripDialog trip={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}

function EditTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const updateTrip = useUpdateTrip();
  return (
    <Modal title="Edit trip" onClose={onClose}>
      <TripForm
        trip={trip}
        layout="stack"
        submitLabel="Save Changes"
        savingLabel="Saving..."
        onCancel={onClose}
        onSave={async (patch) => {
          await updateTrip.mutateAsync({ id: trip.id, patch });
          onClose();
          toast.success(tripToasts.updated);
        }}
      />
    </Modal>
  );
}

function DeleteTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const format = useFormatters();
  const deleteTrip = useDeleteTrip();
  return (
    <ConfirmDialog
      title="Delete this trip?"
      confirmLabel="Delete trip"
      pendingLabel="Deleting..."
      doneMessage={tripToasts.deleted}
      onConfirm={() => deleteTrip.mutateAsync(trip.id)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{tripMessages.deleteConfirm}</p>
      <p className="text-sm text-slate-900">
        {format.date(trip.date)} · {formatMiles(trip.miles)} miles · {trip.purpose} ·{' '}
        {format.money(trip.deduction)}
      </p>
    </ConfirmDialog>
  );
}

export const Component = MileagePage;
