import {
  BarChart3,
  CalendarDays,
  Car,
  Clock,
  ChevronDown,
  CreditCard,
  FileUp,
  HelpCircle,
  ListChecks,
  LayoutDashboard,
  ListOrdered,
  LogOut,
  MessageSquare,
  PiggyBank,
  Settings,
  Tags,
  Users,
  X,
} from 'lucide';
import type { IconNode } from 'lucide';
import { useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from '../../components/ui/icon-button';
import { NavLink, useLocation } from '../../lib/router';
import { planLabel } from '../../../core/subscription-status';
import { useSignOut } from '../auth/use-sign-out';
import { useSubscription } from '../subscription/use-subscription';
import { useMediaQuery } from '../../lib/use-media-query';
import { Logo } from './logo';
import { useCookieBannerSpace } from '../consent/cookie-banner-space';
import { Icon } from '../../components/ui/icon';

// Tailwind's lg breakpoint, from which the sidebar stays in view beside the page.
const SIDEBAR_SHOWN = '(min-width: 64rem)';

const reportLinks = [
  { to: '/reports/income', label: 'Income Analysis' },
  { to: '/reports/expenses', label: 'Expense Breakdown' },
  { to: '/reports/taxes', label: 'Tax Estimates' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function SidebarLink({
  to,
  label,
  icon,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: IconNode;
  onNavigate: () => void;
}) {
  return (
    <NavLink to={to} end className={linkClass} onClick={onNavigate}>
      <Icon icon={icon} className="h-5 w-5" />
      {label}
    </NavLink>
  );
}

/** The account's plan under its email; the only part of the sidebar that waits on the plan. */
function PlanLine() {
  const subscription = useSubscription();
  return (
    <p className="text-xs text-slate-600">{subscription.data ? planLabel(subscription.data) : '\u00a0'}</p>
  );
}

/**
 * The signed-in pages' navigation; a drawer below the lg breakpoint. On wider screens it stays in view as the
 * page scrolls (sticky, the window's height less the cookie banner's while that shows), the account block and
 * Sign Out at its foot and the links scrolling on their own when they need more room (large text). The
 * phone's drawer ends where the cookie banner begins while that shows, so Sign Out is above it, not under it.
 */
export function Sidebar({
  email,
  viewingClient,
  open,
  onClose,
}: {
  email: string;
  /** A tax preparer reading a client's books: only the pages of what is shared. */
  viewingClient: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const [reportsOpen, setReportsOpen] = useState(pathname.startsWith('/reports'));
  const signOut = useSignOut(onClose);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wide = useMediaQuery(SIDEBAR_SHOWN);
  const bannerSpace = useCookieBannerSpace();
  // Once drawn, the drawer's links stay, so that closing it slides them away rather than an empty panel.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // The drawer takes focus when it opens and gives it up on Escape, like any dialog.
  useLayoutEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <>
      {open && (
        <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={onClose} aria-hidden="true" />
      )}
      <aside
        aria-label="Sidebar"
        style={bannerSpace}
        className={`fixed top-0 bottom-[var(--cookie-banner-space,0px)] left-0 z-40 flex w-64 shrink-0 flex-col border-r border-slate-200 bg-white transition-transform lg:sticky lg:top-0 lg:bottom-auto lg:h-[calc(100dvh_-_var(--cookie-banner-space,0px))] lg:z-auto lg:translate-x-0 ${
          open ? 'visible translate-x-0' : 'invisible -translate-x-full lg:visible'
        }`}
      >
        {/* On a phone its links are drawn when the drawer opens, not with every page. */}
        {(open || opened || wide) && (
          <>
            <div className="flex h-16 items-center justify-between px-4">
              <Logo to="/dashboard" />
              <IconButton
                ref={closeButton}
                icon={X}
                label="Close navigation"
                onClick={onClose}
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
              />
            </div>
            <nav aria-label="Main" className="flex-1 space-y-1 overflow-y-auto px-3 py-2">
              <SidebarLink to="/dashboard" label="Dashboard" icon={LayoutDashboard} onNavigate={onClose} />
              <SidebarLink to="/transactions" label="Transactions" icon={ListOrdered} onNavigate={onClose} />
              {!viewingClient && (
                <>
                  <SidebarLink to="/budget" label="Budget" icon={PiggyBank} onNavigate={onClose} />
                  <SidebarLink to="/review" label="Review" icon={ListChecks} onNavigate={onClose} />
                  <SidebarLink to="/import" label="Import" icon={FileUp} onNavigate={onClose} />
                  <SidebarLink to="/rules" label="Rules" icon={Tags} onNavigate={onClose} />
                </>
              )}
              <SidebarLink to="/mileage" label="Mileage" icon={Car} onNavigate={onClose} />
              {!viewingClient && (
                <SidebarLink to="/earnings" label="Earnings" icon={Clock} onNavigate={onClose} />
              )}
              <button
                type="button"
                aria-expanded={reportsOpen}
                aria-controls="sidebar-reports"
                onClick={() => setReportsOpen((value) => !value)}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                <Icon icon={BarChart3} className="h-5 w-5" />
                Reports &amp; Analytics
                <Icon
                  icon={ChevronDown}
                  className={`ml-auto h-4 w-4 transition-transform ${reportsOpen ? 'rotate-180' : ''}`}
                />
              </button>
              {reportsOpen && (
                <ul id="sidebar-reports" className="ml-8 space-y-1">
                  {reportLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={linkClass} onClick={onClose}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
              <SidebarLink to="/calendar" label="Calendar View" icon={CalendarDays} onNavigate={onClose} />
              {!viewingClient && (
                <>
                  <SidebarLink
                    to="/subscription"
                    label="Subscription"
                    icon={CreditCard}
                    onNavigate={onClose}
                  />
                  <SidebarLink to="/sharing" label="Shared access" icon={Users} onNavigate={onClose} />
                  <SidebarLink to="/settings" label="Settings" icon={Settings} onNavigate={onClose} />
                </>
              )}
              {viewingClient && (
                <SidebarLink to="/sharing" label="Notes" icon={MessageSquare} onNavigate={onClose} />
              )}
              <SidebarLink to="/help" label="Help & Support" icon={HelpCircle} onNavigate={onClose} />
            </nav>
            <div className="border-t border-slate-200 p-4">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase"
                >
                  {email.charAt(0)}
                </span>
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{email}</p>
                  {/* While reading a client's books the plan read is theirs, not this account's. */}
                  {!viewingClient && <PlanLine />}
                </div>
              </div>
              <button
                type="button"
                onClick={signOut}
                className="mt-3 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                <Icon icon={LogOut} className="h-5 w-5" />
                Sign Out
              </button>
            </div>
          </>
        )}
      </aside>
    </>
  );
}
