import type { WeekGrid as WeekGridData } from '../../../core/earnings/earnings';
import { weekdayNames } from '../../../core/dates';
import { hourText, weekdayShort, weekGridSummary } from './earnings-texts';

// Monday first, as a pay week runs.

// Four steps of green, each with a text colour that keeps 4.5:1 contrast; a loss stays pale.
const shades = [
  'bg-emerald-50 text-slate-900',
  'bg-emerald-200 text-slate-900',
  'bg-emerald-400 text-slate-900',
  'bg-emerald-800 text-white',
];
const shadeOf = (netPerHour: number, best: number) =>
  shades[Math.max(0, Math.min(3, Math.floor((netPerHour / best) * 4 - 1e-9)))]!;
const dayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * "When to drive": net pay an hour, hours down and days across (seven narrow columns fit a phone), only the hours
 * some shift covered; the darker, the better paid. A table, so a screen reader reads each figure with its day and
 * hour; the sentence above it says the best hours.
 */
export function WeekGrid({ grid }: { grid: WeekGridData }) {
  const summary = weekGridSummary(grid);
  if (grid.cells.length === 0) return <p className="text-slate-700">{summary}</p>;
  const hours = [...new Set(grid.cells.map((cell) => cell.hour))].sort((a, b) => a - b);
  const first = hours[0]!;
  const last = hours.at(-1)!;
  const shownHours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const best = Math.max(...grid.cells.map((cell) => cell.netPerHour), 1);
  const cellAt = (day: number, hour: number) =>
    grid.cells.find((cell) => cell.day === day && cell.hour === hour);
  return (
    <div className="space-y-3">
      <p className="text-slate-800">{summary}</p>
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">Net pay an hour by day of the week and hour, last 90 days</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12 text-left font-medium text-slate-600">
              <span className="sr-only">Hour</span>
            </th>
            {dayOrder.map((day) => (
              <th key={day} scope="col" className="font-medium text-slate-700">
                <abbr title={weekdayNames[day]} className="no-underline">
                  {weekdayShort[day]}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownHours.map((hour) => (
            <tr key={hour}>
              <th scope="row" className="text-left font-medium whitespace-nowrap text-slate-700">
                {hourText(hour)}
              </th>
              {dayOrder.map((day) => {
                const cell = cellAt(day, hour);
                if (!cell)
                  return (
                    <td key={day} className="h-8 rounded bg-slate-50 text-center text-slate-400">
                      <span className="sr-only">no shifts</span>
                    </td>
                  );
                return (
                  <td
                    key={day}
                    className={`h-8 rounded text-center tabular-nums ${shadeOf(cell.netPerHour, best)}`}
                    title={`${cell.hours} h worked`}
                  >
                    ${Math.round(cell.netPerHour)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
