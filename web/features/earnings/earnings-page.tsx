import { Pencil, Trash2 } from 'lucide';
import type { IconNode } from 'lucide';
import { useState } from 'react';
import { localDate } from '../../../core/dates';
import type { EarningsReport, WeekEarnings } from '../../../core/earnings/earnings';
import { earningsTargetSchema, shiftMessages, type Shift } from '../../../core/earnings/shifts';
import { formatUsd } from '../../../core/format';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Modal } from '../../components/ui/modal';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { QueryContent } from '../../components/ui/query-content';
import { QueryError } from '../../components/ui/query-error';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { SkeletonRows } from '../../components/ui/skeleton';
import { OneFieldForm } from '../../components/ui/one-field-form';
import { TextField } from '../../components/ui/text-field';
import { useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toasts';
import { useSession } from '../auth/session';
import {
  useCreateShift,
  useDeleteShift,
  useEarnings,
  useSaveTarget,
  useShifts,
  useUpdateShift,
  useWeekGrid,
} from './earnings-api';
import {
  carCostText,
  shiftDayNote,
  durationText,
  earningsPeriods,
  isEarningsPeriod,
  marginalRateText,
  periodDates,
  perHour,
} from './earnings-texts';
import { PlatformComparison } from './platform-comparison';
import { ShiftForm } from './shift-form';
import { ShiftTimer } from './shift-timer';
import { WeekGrid } from './week-grid';
import { Icon } from '../../components/ui/icon';

/** The period chosen in the address (?period=week|four-weeks|month, or custom with from and to). */
function useChosenPeriod() {
  const [params, setParams] = useSearchParams();
  const today = localDate();
  const chosen = params.get('period');
  const period = isEarningsPeriod(chosen) ? chosen : 'week';
  const dates =
    period === 'custom'
      ? { from: params.get('from') ?? periodDates('month', today).from, to: params.get('to') ?? today }
      : periodDates(period, today);
  const choose = (next: typeof period, custom?: { from: string; to: string }) =>
    setParams(next === 'custom' ? { period: next, ...(custom ?? dates) } : { period: next }, {
      replace: true,
    });
  return { period, ...dates, today, choose };
}

/** What each platform really pays, per hour and per mile, after fees, the car and tax. */
export function EarningsPage() {
  const session = useSession();
  const userId = session.data?.user.id ?? '';
  const { period, from, to, today, choose } = useChosenPeriod();
  const earnings = useEarnings(from, to);
  const grid = useWeekGrid(today);
  const createShift = useCreateShift();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Earnings">
        What each platform really pays you an hour and a mile once its fees, your car and the tax are paid.
        Log your shifts; the payouts and tips you record on a shift&apos;s day count for it.
      </PageHeader>

      <Panel title="Shift">
        {userId && <ShiftTimer userId={userId} onEnd={(shift) => createShift.mutateAsync(shift)} />}
      </Panel>

      <Panel
        title="Compare platforms"
        actions={
          <SegmentedControl
            label="Period"
            size="sm"
            options={earningsPeriods}
            value={period}
            onChange={(next) => choose(next)}
          />
        }
      >
        {period === 'custom' && (
          <CustomDates from={from} to={to} onChoose={(dates) => choose('custom', dates)} />
        )}
        <QueryContent query={earnings} loading={<SkeletonRows rows={3} />}>
          {(report) => (
            <div className={`space-y-4 ${earnings.isPlaceholderData ? 'opacity-60' : ''}`}>
              <EarningsSummary report={report} />
            </div>
          )}
        </QueryContent>
      </Panel>

      <Panel title="When to drive">
        <QueryContent query={grid} loading={<SkeletonRows rows={3} />}>
          {(hours) => <WeekGrid grid={hours} />}
        </QueryContent>
      </Panel>

      {earnings.data && earnings.data.weeks.length > 0 && (
        <Panel title="By week">
          <WeeksTable report={earnings.data} />
        </Panel>
      )}

      <Panel title="Shifts">
        <ShiftsList from={from} to={to} report={earnings.data} />
      </Panel>

      <Panel title="Log a past shift">
        <ShiftForm
          submitLabel="Log shift"
          onSave={async (input) => {
            await createShift.mutateAsync(input);
            toast.success('Shift logged');
          }}
        />
      </Panel>

      <Panel title="Your target">
        <TargetForm target={earnings.data?.target ?? null} />
      </Panel>
    </div>
  );
}

function CustomDates({
  from,
  to,
  onChoose,
}: {
  from: string;
  to: string;
  onChoose: (dates: { from: string; to: string }) => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <TextField
        label="From"
        type="date"
        value={from}
        onChange={(event) => event.target.value && onChoose({ from: event.target.value, to })}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        onChange={(event) => event.target.value && onChoose({ from, to: event.target.value })}
      />
    </div>
  );
}

function EarningsSummary({ report }: { report: EarningsReport }) {
  if (report.platforms.length === 0)
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
        No shifts in this period yet. Start one above, or log a past shift.
      </p>
    );
  return (
    <>
      <PlatformComparison report={report} />
      <p className="text-sm text-slate-700">{marginalRateText(report)}</p>
      <p className="text-sm text-slate-700">{shiftDayNote}</p>
      {report.carCostRates.length > 0 && (
        <p className="text-sm text-slate-700">{carCostText(report.carCostRates)}</p>
      )}
    </>
  );
}

/** The columns of the weeks' table: each a heading and the figure of a week. */
const weekColumns: { heading: string; figure: (week: WeekEarnings) => string }[] = [
  { heading: 'Hours', figure: (week) => String(week.hours) },
  { heading: 'Miles', figure: (week) => String(week.miles) },
  { heading: 'Gross an hour', figure: (week) => perHour(week.grossPerHour) },
  { heading: 'Net', figure: (week) => formatUsd(week.net) },
  { heading: 'Net an hour', figure: (week) => perHour(week.netPerHour) },
  { heading: 'Net a mile', figure: (week) => (week.netPerMile === null ? '—' : formatUsd(week.netPerMile)) },
];

function WeeksTable({ report }: { report: EarningsReport }) {
  // On a phone the table scrolls sideways.
  return (
    <ScrollRegion label="Earnings by week" className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Earnings by week</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Week of
            </th>
            {weekColumns.map((column) => (
              <th key={column.heading} scope="col" className="py-2 pr-3 text-right font-medium last:pr-0">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.weeks.map((week) => (
            <tr key={week.weekStart} className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap">
                {week.weekStart}
              </th>
              {weekColumns.map((column) => (
                <td
                  key={column.heading}
                  className="py-2 pr-3 text-right whitespace-nowrap tabular-nums last:pr-0"
                >
                  {column.figure(week)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** 'Uber shift of 2026-11-27 09:00': how an action's button names its shift. */
const shiftName = (shift: Shift) => `${shift.platform} shift of ${shift.start.replace('T', ' ')}`;

function ShiftAction({ icon, label, onClick }: { icon: IconNode; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
      onClick={onClick}
      aria-label={label}
    >
      <Icon icon={icon} className="h-4 w-4" />
    </button>
  );
}

function ShiftsList({ from, to, report }: { from: string; to: string; report: EarningsReport | undefined }) {
  const shifts = useShifts(from, to);
  const updateShift = useUpdateShift();
  const deleteShift = useDeleteShift();
  const [editing, setEditing] = useState<Shift>();
  const [deleting, setDeleting] = useState<Shift>();
  if (shifts.isPending) return <SkeletonRows rows={3} />;
  if (shifts.isError) return <QueryError error={shifts.error} onRetry={() => void shifts.refetch()} />;
  if (shifts.data.length === 0)
    return <p className="text-sm text-slate-700">No shifts logged in this period.</p>;
  const netOf = new Map(report?.shifts.map((shift) => [shift.id, shift]) ?? []);
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {shifts.data.map((shift) => {
          const figures = netOf.get(shift.id);
          const miles = shift.miles ?? shift.tripMiles;
          return (
            <li key={shift.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-slate-900">
                  {shift.platform} · {shift.start.replace('T', ' ')}–{shift.end.slice(11)}
                </p>
                <p className="text-sm text-slate-700">
                  {durationText(shift.minutes)}
                  {miles > 0 ? ` · ${miles} mi` : ''}
                  {figures ? ` · ${formatUsd(figures.net)} net (${perHour(figures.netPerHour)})` : ''}
                </p>
              </div>
              <div className="flex gap-1">
                <ShiftAction
                  icon={Pencil}
                  label={`Edit ${shiftName(shift)}`}
                  onClick={() => setEditing(shift)}
                />
                <ShiftAction
                  icon={Trash2}
                  label={`Delete ${shiftName(shift)}`}
                  onClick={() => setDeleting(shift)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {editing && (
        <Modal title="Edit shift" onClose={() => setEditing(undefined)}>
          <ShiftForm
            shift={editing}
            submitLabel="Save changes"
            onCancel={() => setEditing(undefined)}
            onSave={async (input) => {
              await updateShift.mutateAsync({ id: editing.id, patch: input });
              setEditing(undefined);
              toast.success('Shift saved');
            }}
          />
        </Modal>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete shift"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          tone="danger"
          doneMessage="Shift deleted"
          onConfirm={() => deleteShift.mutateAsync(deleting.id)}
          onClose={() => setDeleting(undefined)}
        >
          {shiftMessages.deleteConfirm}
        </ConfirmDialog>
      )}
    </>
  );
}

function TargetForm({ target }: { target: number | null }) {
  const save = useSaveTarget();
  const [text, setText] = useState(target === null ? '' : String(target));
  return (
    <OneFieldForm
      field={{
        label: 'Net an hour you aim for, in dollars',
        inputMode: 'decimal',
        autoComplete: 'off',
        hint: 'Leave empty for no target',
        className: 'w-64',
        value: text,
        onChange: setText,
      }}
      submitLabel="Save target"
      pendingLabel="Saving..."
      save={async () => {
        const value = text.trim() === '' ? null : Number(text.trim());
        if (!earningsTargetSchema.safeParse({ netPerHour: value }).success)
          return shiftMessages.targetInvalid;
        await save.mutateAsync(value);
        toast.success(value === null ? 'Target cleared' : 'Target saved');
        return undefined;
      }}
    />
  );
}

export const Component = EarningsPage;
