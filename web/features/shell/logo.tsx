import { AppLink } from '../../lib/navigation';

export function Logo({ to }: { to: string }) {
  return (
    <AppLink to={to} className="flex items-center gap-2 text-lg font-bold text-slate-900">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>GigTally</span>
    </AppLink>
  );
}
