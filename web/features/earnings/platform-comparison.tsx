import type { EarningsFigures, EarningsReport, PlatformEarnings } from '../../../core/earnings/earnings';
import { formatUsd } from '../../../core/format';
import { perHour, targetText } from './earnings-texts';

/** An amount taken off: '−$9.64'; a negative one (a tax that falls) is added: '+$1.02'; nothing is '$0.00'. */
const less = (dollars: number) =>
  dollars === 0 ? formatUsd(0) : `${dollars > 0 ? '−' : '+'}${formatUsd(Math.abs(dollars))}`;

/** One platform's (or the total's) figures, each with its caption: readable at 390 px without a table. */
function FiguresList({ figures }: { figures: EarningsFigures }) {
  const rows: [string, string][] = [
    ['Hours', `${figures.hours} h${figures.activeHours > 0 ? ` (${figures.activeHours} h active)` : ''}`],
    ['Miles', String(figures.miles)],
    ['Gross', formatUsd(figures.gross)],
    ['Platform fees', less(figures.fees)],
    ['Car', less(figures.carCost)],
    ['Tax', less(figures.tax)],
    ['Net', formatUsd(figures.net)],
    ['Gross an hour', perHour(figures.grossPerHour)],
    ['Net a mile', figures.netPerMile === null ? 'no miles logged' : formatUsd(figures.netPerMile)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Platform against platform: net an hour as a bar (its length against the best, the target marked), the figures
 * behind it under each. The bars only repeat the figure written beside them, so they are hidden from screen readers.
 */
export function PlatformComparison({ report }: { report: EarningsReport }) {
  const scale = Math.max(
    1,
    report.target ?? 0,
    ...report.platforms.map((platform) => platform.netPerHour),
    report.total.netPerHour,
  );
  const rows: (PlatformEarnings | (EarningsFigures & { platform: string }))[] = [
    ...report.platforms,
    ...(report.platforms.length > 1 ? [{ platform: 'All platforms', ...report.total }] : []),
  ];
  return (
    <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
      {rows.map((row) => {
        const versusTarget = targetText(row.netPerHour, report.target);
        return (
          <li key={row.platform} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{row.platform}</h3>
              <p className="text-slate-900">
                <span className="text-2xl font-bold tabular-nums">{perHour(row.netPerHour)}</span>{' '}
                <span className="text-sm text-slate-700">net</span>
              </p>
            </div>
            <div aria-hidden="true" className="relative mt-2 h-3 rounded-full bg-slate-100">
              <div
                className={`h-3 rounded-full ${row.netPerHour >= (report.target ?? 0) ? 'bg-brand-600' : 'bg-amber-500'}`}
                style={{ width: `${Math.max(0, Math.min(100, (row.netPerHour / scale) * 100))}%` }}
              />
              {report.target !== null && (
                <div
                  className="absolute top-[-3px] h-[18px] w-0.5 bg-slate-900"
                  style={{ left: `${Math.min(100, (report.target / scale) * 100)}%` }}
                />
              )}
            </div>
            {versusTarget && <p className="mt-1 text-sm text-slate-700">{versusTarget}</p>}
            <div className="mt-3">
              <FiguresList figures={row} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
