import { Download } from 'lucide';
import { useState } from 'react';
import { Link } from '../../lib/router';
import type { Formatters } from '../../../core/format';
import { incomeLines } from '../../../core/tax/schedule-c-lines';
import type { ScheduleC } from '../../../core/tax/schedule-c-api';
import { Button } from '../../components/ui/button';
import { LoadingStatus } from '../../components/ui/loading-status';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { useTaxFormatters } from '../settings/use-preferences';
import { ScheduleCLineRow, TotalRow } from './schedule-c-line';
import { downloadTaxPacket, useScheduleC } from './schedule-c-queries';
import { scheduleCTexts } from './schedule-c-texts';
import { TaxPageFrame } from './tax-page-frame';
import { TaxYearPicker, useTaxYearParam } from './tax-year-picker';
import { VehicleUseForm } from './vehicle-use-form';
import { Icon } from '../../components/ui/icon';

const isIncomeLine = (line: string) => (incomeLines as readonly string[]).includes(line);

/** Schedule C of a tax year, line by line, with Part IV asked and the tax packet to download (Pro). */
export function ScheduleCPage() {
  const { year, years, setYear } = useTaxYearParam();
  const scheduleC = useScheduleC(year);
  const format = useTaxFormatters();
  const shown = scheduleC.data;

  return (
    <TaxPageFrame
      title={scheduleCTexts.title}
      description={scheduleCTexts.description}
      actions={<PacketButton year={year} />}
    >
      <TaxYearPicker years={years} year={year} onChange={setYear} />
      {scheduleC.isError ? (
        <QueryError error={scheduleC.error} onRetry={() => void scheduleC.refetch()} />
      ) : !shown ? (
        <LoadingScheduleC />
      ) : (
        <div
          aria-busy={scheduleC.isFetching}
          className={scheduleC.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
        >
          <ScheduleCParts scheduleC={shown} format={format} />
        </div>
      )}
    </TaxPageFrame>
  );
}

function LoadingScheduleC() {
  return (
    <LoadingStatus text={scheduleCTexts.loading} className="space-y-4">
      <div
        aria-hidden="true"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <Skeleton className="h-5 w-48" />
        {[0, 1, 2, 3, 4, 5].map((line) => (
          <Skeleton key={line} className="h-4 w-full" />
        ))}
      </div>
    </LoadingStatus>
  );
}

/** 'Download tax packet': fetched, so that a refusal is said in a toast rather than shown as a page of JSON. */
function PacketButton({ year }: { year: number }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadTaxPacket(year);
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.status !== 0 && error.code !== 'unknown'
          ? error.message
          : scheduleCTexts.packetFailed,
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="max-w-md space-y-2">
      <Button onClick={() => void download()} disabled={pending} aria-describedby="tax-packet-hint">
        <Icon icon={Download} className="h-4 w-4" />
        {pending ? scheduleCTexts.packetPending : scheduleCTexts.packet}
        <span className="sr-only"> for {year}</span>
      </Button>
      <p id="tax-packet-hint" className="text-xs text-slate-600">
        {scheduleCTexts.packetHint}
      </p>
    </div>
  );
}

function ScheduleCParts({ scheduleC, format }: { scheduleC: ScheduleC; format: Formatters }) {
  const { year } = scheduleC;
  if (scheduleC.lines.length === 0)
    return (
      <section
        aria-label="No figures"
        className="space-y-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center"
      >
        <p className="font-medium text-slate-900">{scheduleCTexts.empty(year)}</p>
        <p className="text-sm text-slate-700">{scheduleCTexts.emptyAction}</p>
        <div className="flex flex-wrap justify-center gap-3 pt-1">
          <Link to="/dashboard" className="font-medium text-brand-700 underline underline-offset-2">
            Open the Dashboard
          </Link>
          <Link to="/mileage" className="font-medium text-brand-700 underline underline-offset-2">
            Open Mileage
          </Link>
        </div>
      </section>
    );
  const income = scheduleC.lines.filter((line) => isIncomeLine(line.line));
  const expenses = scheduleC.lines.filter((line) => !isIncomeLine(line.line));
  const list = 'divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200';
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="min-w-0 space-y-6 lg:col-span-3">
        <Panel title="Part I: Income">
          <ul className={list}>
            {income.map((line) => (
              <ScheduleCLineRow key={line.line} line={line} year={year} format={format} />
            ))}
            <TotalRow line="7" name="Gross income" amount={scheduleC.grossIncome} format={format} strong />
          </ul>
        </Panel>
        <Panel title="Part II: Expenses">
          <ul className={list}>
            {expenses.map((line) => (
              <ScheduleCLineRow key={line.line} line={line} year={year} format={format} />
            ))}
            <TotalRow
              line="28"
              name="Total expenses"
              amount={scheduleC.totalExpenses}
              format={format}
              strong
            />
            <TotalRow
              line="29"
              name="Tentative profit or (loss)"
              amount={scheduleC.tentativeProfit}
              format={format}
            />
            <TotalRow
              line="30"
              name="Expenses for business use of your home (simplified method)"
              amount={scheduleC.homeOffice}
              format={format}
            />
            <TotalRow
              line="31"
              name="Net profit or (loss)"
              amount={scheduleC.netProfit}
              format={format}
              strong
            />
          </ul>
        </Panel>
      </div>
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <VehicleUseForm key={year} saved={scheduleC.vehicleUse} format={format} />
        {scheduleC.otherExpenses.length > 0 && (
          <Panel title={scheduleCTexts.partV}>
            <p className="mb-3 text-sm text-slate-700">{scheduleCTexts.partVIntro}</p>
            <FigureList
              rows={scheduleC.otherExpenses.map((row) => ({ ...row, reason: null }))}
              format={format}
            />
          </Panel>
        )}
        {scheduleC.notDeducted.length > 0 && (
          <Panel title={scheduleCTexts.notDeducted}>
            <p className="mb-3 text-sm text-slate-700">{scheduleCTexts.notDeductedIntro}</p>
            <FigureList rows={scheduleC.notDeducted} format={format} />
          </Panel>
        )}
      </div>
    </div>
  );
}

function FigureList({
  rows,
  format,
}: {
  rows: readonly { category: string; amount: number; reason: string | null }[];
  format: Formatters;
}) {
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {rows.map((row, index) => (
        <li key={`${row.category}-${index}`} className="py-2">
          <div className="flex justify-between gap-3">
            <span className="font-medium break-words text-slate-900">{row.category}</span>
            <span className="whitespace-nowrap tabular-nums">{format.money(row.amount)}</span>
          </div>
          {row.reason && <p className="mt-0.5 text-slate-600">{row.reason}</p>}
        </li>
      ))}
    </ul>
  );
}

export const Component = ScheduleCPage;
