import { Link } from '../../lib/router';
import { usageLevel, type UsageLevel } from '../../../core/plan-usage';

const barColours: Record<UsageLevel, string> = {
  ok: 'bg-brand-600',
  warning: 'bg-yellow-400',
  full: 'bg-red-600',
};

/** The usage meter: how many of the free plan's items are used; blue, then yellow at 80 %, red at 100 %. */
export function FreeTierUsageMeter({ items, limit }: { items: number; limit: number }) {
  const level = usageLevel(items, limit);
  const percent = Math.min(100, Math.round((items / limit) * 100));
  const label = `${items} of ${limit} budget items used`;
  return (
    <section
      aria-label="Free plan usage"
      data-level={level}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium text-slate-800">{label}</p>
        <Link to="/subscription" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {level === 'ok' ? 'Go unlimited with Pro' : 'Upgrade to Pro'}
        </Link>
      </div>
      <div
        role="progressbar"
        aria-label="Budget items used"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(items, limit)}
        aria-valuetext={label}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${barColours[level]}`} style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
