import { Download } from 'lucide';
import type { IconNode } from 'lucide';
import { useState, type ReactNode } from 'react';
import { localDate } from '../../../core/dates';
import { itemsCsv, periodExportFileName } from '../../../core/export/csv';
import { exportMessages } from '../../../core/export/items-export';
import { formatPercentChange, type Formatters } from '../../../core/format';
import {
  reportPeriodLabels,
  reportPeriods,
  type CategoryShare,
  type PersonalReport,
  type ReportPeriod,
} from '../../../core/reports/income-analysis';
import { Button } from '../../components/ui/button';
import { DataTable, right } from '../../components/ui/data-table';
import { DisclaimerBanner } from '../../components/ui/disclaimer-banner';
import { FigureCard } from '../../components/ui/figure-card';
import { PageHeader } from '../../components/ui/page-header';
import { QueryError } from '../../components/ui/query-error';
import { Panel } from '../../components/ui/panel';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Skeleton } from '../../components/ui/skeleton';
import { saveFile } from '../../lib/download';
import { toast } from '../../lib/toasts';
import { useFormatters } from '../settings/use-preferences';
import { CategoryDoughnut, chartColor, TotalsBarChart } from './report-charts';
import { itemsOfPeriod, useReport, type ReportKind, type ReportOf } from './reports-api';
import { reportUseTexts } from './report-use-texts';
import { Icon } from '../../components/ui/icon';

/** A report's own words, by its kind. */
const kindTexts = {
  income: {
    from: reportUseTexts.incomeFrom,
    byCategory: reportUseTexts.incomeByCategory,
    categoryChart: 'Doughnut chart of income by category; the table lists the same figures.',
    categoryTable: 'Income by category',
    personalLead: reportUseTexts.personalIncomeLead,
  },
  expenses: {
    from: reportUseTexts.expensesFrom,
    byCategory: reportUseTexts.expensesByCategory,
    categoryChart: 'Doughnut chart of expenses by category; the table lists the same figures.',
    categoryTable: 'Expenses by category',
    personalLead: reportUseTexts.personalExpensesLead,
  },
} as const;

/** The period in the user's date format: '10/23/2026 – 11/22/2026'. */
export const periodText = (from: string, to: string, format: Pick<Formatters, 'date'>) =>
  `${format.date(from)} \u2013 ${format.date(to)}`;

export function changeText(change: number | null): string {
  return change === null
    ? 'No data for the previous period'
    : `${formatPercentChange(change)} from previous period`;
}

/** 'Nov 2026' for '2026-11'. */
export function shortMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Nov' for '2026-11': a chart's axis label (the list beside it names the year). */
export function monthInitials(month: string): string {
  return shortMonth(month).slice(0, 3);
}

const periodOptions = reportPeriods.map((period) => ({ value: period, label: reportPeriodLabels[period] }));

/** Week / Month / Quarter / Year: the 7 days, month, 3 months or year ending today. */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  return <SegmentedControl label="Period" options={periodOptions} value={value} onChange={onChange} />;
}

/** One headline figure of a report. `value` undefined shows a placeholder while the report loads. */
export function StatCard({
  title,
  icon,
  tone,
  value,
  children,
}: {
  title: string;
  icon: IconNode;
  tone: string;
  value: string | undefined;
  children?: ReactNode;
}) {
  return (
    <FigureCard title={title} icon={icon} tone={tone} loading={value === undefined}>
      <p
        title={value}
        className="mt-1 line-clamp-2 text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums"
      >
        {value}
      </p>
      <p className="mt-2 text-sm break-words text-slate-600">{children}</p>
    </FigureCard>
  );
}

/** A panel's loading text (announced) or empty text, in the panel's body. */
export function PanelMessage({ loading, children }: { loading?: boolean; children: ReactNode }) {
  return loading ? (
    <p role="status" className="flex min-h-32 items-center justify-center text-sm text-slate-600">
      {children}
    </p>
  ) : (
    <p className="flex min-h-32 items-center justify-center rounded-lg border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

/** The figures of a category chart as a table: colour key, category, amount and share of the period. */
export function CategoryShareTable({ caption, rows }: { caption: string; rows: readonly CategoryShare[] }) {
  const format = useFormatters();
  return (
    <DataTable
      caption={caption}
      className="w-full text-left text-sm"
      columns={['Category', right('Amount'), right('Share')]}
      bodyClassName="divide-y divide-slate-100"
    >
      {rows.map((row, index) => (
        <tr key={row.category}>
          <th scope="row" className="py-2 pr-2 font-medium break-words text-slate-900">
            <span
              aria-hidden="true"
              className="mr-2 inline-block h-2.5 w-2.5 rounded-sm align-middle"
              style={{ backgroundColor: chartColor(index) }}
            />
            {row.category}
          </th>
          <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{format.money(row.total)}</td>
          <td className="py-2 pl-2 text-right whitespace-nowrap text-slate-700 tabular-nums">
            {row.share.toFixed(1)}%
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Export of a report: the period's income or expenses as CSV with the server export's columns, built here
 * because the server's export covers every item (GigTally_income_<from>_<to>.csv).
 */
export function PeriodExportButton({
  kind,
  range,
  emptyText,
}: {
  kind: ReportKind;
  range: { from: string; to: string } | undefined;
  emptyText: string;
}) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    if (!range) return;
    setExporting(true);
    try {
      const items = await itemsOfPeriod(kind === 'income' ? 'income' : 'expense', range.from, range.to);
      if (items.length === 0) {
        toast.info(emptyText);
        return;
      }
      const file = new Blob([itemsCsv(items)], { type: 'text/csv;charset=utf-8' });
      saveFile(file, periodExportFileName(kind, range.from, range.to));
      toast.success(exportMessages.started);
    } catch {
      toast.error(exportMessages.failed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" disabled={!range || exporting} onClick={() => void run()}>
      <Icon icon={Download} className="h-4 w-4" />
      {exporting ? 'Exporting...' : 'Export'}
    </Button>
  );
}

/** The period's personal money, apart from the business figures above it: its total and categories. */
function PersonalPanel({ personal, lead }: { personal: PersonalReport | undefined; lead: string }) {
  const format = useFormatters();
  return (
    <Panel title={reportUseTexts.personalTitle}>
      <p className="mb-3 text-sm text-slate-700">{lead}</p>
      {!personal ? (
        <Skeleton className="h-16 w-full" />
      ) : personal.byCategory.length === 0 ? (
        <p className="text-sm text-slate-600">{reportUseTexts.personalNone}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-900">
            {reportUseTexts.personalTotal}:{' '}
            <strong className="tabular-nums">{format.money(personal.total)}</strong>
          </p>
          <CategoryShareTable caption={reportUseTexts.personalTitle} rows={personal.byCategory} />
        </>
      )}
    </Panel>
  );
}

/** One figure of a list of totals: its name in the list (`label`), its name under its bar (`short`), its total. */
export interface Total {
  key: string;
  label: ReactNode;
  short: string;
  total: number;
  /** Drawn in bold: the best of the list. */
  best?: boolean;
}

/** Totals as bars and, beside them, the list of the same figures for reading (named by `listLabel`). */
export function TotalsBars({
  chartLabel,
  listLabel,
  color,
  totals,
}: {
  chartLabel: string;
  listLabel: string;
  color: string;
  totals: readonly Total[];
}) {
  const format = useFormatters();
  return (
    <div className="space-y-4">
      <TotalsBarChart
        label={chartLabel}
        color={color}
        data={totals.map((total) => ({ name: total.short, total: total.total }))}
      />
      <dl
        aria-label={listLabel}
        className="grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2"
      >
        {totals.map((total) => (
          <div
            key={total.key}
            className="flex items-center justify-between gap-2 border-b border-slate-100 py-1.5"
          >
            <dt className={total.best ? 'font-semibold text-slate-900' : 'text-slate-700'}>{total.label}</dt>
            <dd className="tabular-nums">{format.money(total.total)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The headline figures of a report: its cards (`children`, in a grid whose widest columns `className` gives), with
 * the report's loading words read out until it comes.
 */
export function ReportCards({
  loadingText,
  loading,
  className,
  children,
}: {
  loadingText: string;
  loading: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      {loading && (
        <p role="status" className="text-sm text-slate-600">
          {loadingText}
        </p>
      )}
      <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>{children}</div>
    </div>
  );
}

/**
 * The period's figures by category: a doughnut and the table of the same figures, with `children` under them (the
 * notes that go with them); `categories` is undefined while the report loads.
 */
export function CategoryPanel({
  kind,
  categories,
  loadingText,
  emptyText,
  children,
}: {
  kind: ReportKind;
  categories: readonly CategoryShare[] | undefined;
  loadingText: string;
  emptyText: string;
  children?: ReactNode;
}) {
  const texts = kindTexts[kind];
  return (
    <Panel title={texts.byCategory}>
      {!categories ? (
        <PanelMessage loading>{loadingText}</PanelMessage>
      ) : categories.length === 0 ? (
        <PanelMessage>{emptyText}</PanelMessage>
      ) : (
        <div className="space-y-4">
          <CategoryDoughnut label={texts.categoryChart} data={categories} />
          <CategoryShareTable caption={texts.categoryTable} rows={categories} />
          {children}
        </div>
      )}
    </Panel>
  );
}

/**
 * A report screen: its title and the period it covers, the period buttons and the period's export, the disclaimer,
 * the report's business figures (`children`, given the report once it has come) and the period's personal money
 * apart, dimmed while another period comes and replaced by the error with Retry when the first one fails.
 */
export function ReportPage<Kind extends ReportKind>({
  kind,
  title,
  waitingLead,
  emptyText,
  children,
}: {
  kind: Kind;
  title: string;
  /** The line under the title before the report comes. */
  waitingLead: string;
  /** What the export says of a period with nothing to export. */
  emptyText: string;
  children: (report: ReportOf[Kind] | undefined) => ReactNode;
}) {
  const [today] = useState(localDate);
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const report = useReport(kind, period, today);
  const format = useFormatters();
  const texts = kindTexts[kind];
  const data = report.data;
  const settled = data && !report.isPlaceholderData ? data : undefined;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={title}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <PeriodToggle value={period} onChange={setPeriod} />
            <PeriodExportButton kind={kind} range={settled} emptyText={emptyText} />
          </div>
        }
      >
        {data ? texts.from(periodText(data.from, data.to, format)) : waitingLead}
      </PageHeader>

      <DisclaimerBanner context={kind === 'income' ? 'income' : 'expense'} />

      {report.isError && !data ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <div
          aria-busy={report.isFetching}
          className={`space-y-6 ${report.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
        >
          {children(data)}
          <PersonalPanel personal={data?.personal} lead={texts.personalLead} />
        </div>
      )}
    </div>
  );
}
