import { AlertTriangle } from 'lucide';
import type { CalendarDate } from '../../../core/dates';
import type { TaxOwed } from '../../../core/tax/owed-api';
import {
  overdueLine,
  owedHeadline,
  owedParts,
  penaltyNote,
  totalTaxParts,
} from '../../../core/tax/owed-texts';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useTaxFormatters } from '../settings/use-preferences';
import { useTaxOwed } from './planner-api';
import { Icon } from '../../components/ui/icon';

/** The headline in the tax formatters' dollars and dates. */
export function useOwedHeadline(owed: TaxOwed | undefined, today: CalendarDate): string | undefined {
  const format = useTaxFormatters();
  return owed && owedHeadline(owed, today, format.money, format.date);
}

/**
 * Beneath the headline: each agency's part by its own date, then (unless `withOverdue` is false, where the page says it
 * elsewhere) what is overdue and what paying today stops.
 */
export function OwedDetails({ owed, withOverdue = true }: { owed: TaxOwed; withOverdue?: boolean }) {
  const format = useTaxFormatters();
  const parts = owedParts(owed, format.money, format.date);
  const note = penaltyNote(owed, format.money, format.date);
  return (
    <>
      {parts.map((part) => (
        <p key={part} className="mt-1 text-sm text-slate-800">
          {part}
        </p>
      ))}
      {withOverdue && owed.overdue.length > 0 && (
        <div role="note" aria-label="Overdue" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="flex items-center gap-1.5 font-semibold">
            <Icon icon={AlertTriangle} className="h-4 w-4" />
            Overdue
          </p>
          <ul className="mt-1 space-y-0.5">
            {owed.overdue.map((part) => (
              <li key={`${part.jurisdiction}-${part.quarter}`}>
                {overdueLine(part, owed, format.money, format.date)}
              </li>
            ))}
          </ul>
          {note && <p className="mt-1">{note}</p>}
        </div>
      )}
    </>
  );
}

/** The Tax page's answer to "what do I owe, and by when", with the year's tax from every side. */
export function TaxOwedPanel({ year, today }: { year: number; today: CalendarDate }) {
  const owed = useTaxOwed(year, today);
  const format = useTaxFormatters();
  const headline = useOwedHeadline(owed.data, today);
  return (
    <Panel title="What You Owe">
      {owed.isError && !owed.data ? (
        <QueryError error={owed.error} onRetry={() => void owed.refetch()} />
      ) : !owed.data ? (
        <div aria-busy="true">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="mt-3 h-4 w-48" />
        </div>
      ) : (
        <>
          <p className="text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums">
            {headline}
          </p>
          <OwedDetails owed={owed.data} />
          <p className="mt-3 text-sm text-slate-700">
            {`Total tax for ${year}: ${format.money(owed.data.totalTax.total)} (${totalTaxParts(owed.data, format.money)})`}
          </p>
        </>
      )}
    </Panel>
  );
}
