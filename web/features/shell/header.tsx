import { Menu } from 'lucide';
import { IconButton } from '../../components/ui/icon-button';
import { AppLink, useNavigation } from '../../lib/navigation';
import { AccessibilityButton } from '../accessibility/accessibility-button';
import { useSession } from '../auth/session';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';

/** The header: transparent on the landing page, white elsewhere; signed-out and signed-in variants. */
export function Header({ onOpenSidebar }: { onOpenSidebar?: () => void }) {
  const { pathname } = useNavigation();
  const session = useSession();
  const onLanding = pathname === '/';
  const email = session.data?.user.email;
  const linkClass =
    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

  return (
    <header
      className={
        onLanding
          ? 'absolute inset-x-0 top-0 z-20 bg-transparent'
          : 'sticky top-0 z-20 border-b border-slate-200 bg-white'
      }
    >
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        {onOpenSidebar && (
          <IconButton
            icon={Menu}
            label="Open navigation"
            onClick={onOpenSidebar}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          />
        )}
        {/* Beside the sidebar (which has its own logo) the header's logo shows only on small screens. */}
        <div className={onOpenSidebar ? 'lg:hidden' : undefined}>
          <Logo to="/" />
        </div>
        {/* A button of the header, where it covers nothing (floating, it covered the page's controls). */}
        <div className="ml-auto">
          <AccessibilityButton />
        </div>
        <nav aria-label="Account" className="flex items-center gap-1">
          {email ? (
            <>
              <AppLink to="/dashboard" className={`${linkClass} hidden sm:inline-block`}>
                Dashboard
              </AppLink>
              <AppLink to="/subscription" className={`${linkClass} hidden sm:inline-block`}>
                Subscription
              </AppLink>
              <AccountMenu email={email} />
            </>
          ) : (
            // Not on /login itself, which is where the link leads.
            !session.isPending &&
            pathname !== '/login' && (
              <AppLink to="/login" className={linkClass}>
                Login
              </AppLink>
            )
          )}
        </nav>
      </div>
    </header>
  );
}
