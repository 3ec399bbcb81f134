import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../lib/navigation';
import { useSignOut } from '../auth/use-sign-out';

/** The signed-in user's menu in the header: Dashboard, Manage Subscription, Sign Out. */
export function AccountMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut(() => setOpen(false));
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100';
  return (
    <div className="relative" ref={container}>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={`Account menu for ${email}`}
        onClick={() => setOpen((value) => !value)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase"
      >
        {email.charAt(0)}
      </button>
      {open && (
        <div className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-600">{email}</p>
          <AppLink to="/dashboard" className={itemClass} onClick={() => setOpen(false)}>
            Dashboard
          </AppLink>
          <AppLink to="/subscription" className={itemClass} onClick={() => setOpen(false)}>
            Manage Subscription
          </AppLink>
          <button type="button" className={itemClass} onClick={signOut}>
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
