import { AppLink } from '../../lib/navigation';

/** The footer of every page but the landing page (which has its own). */
export function Footer() {
  const linkClass = 'hover:text-slate-900 hover:underline';
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-sm text-slate-600 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} GigTally. All rights reserved.</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1">
          <AppLink to="/terms" className={linkClass}>
            Terms of Service
          </AppLink>
          <AppLink to="/privacy" className={linkClass}>
            Privacy Policy
          </AppLink>
          <AppLink to="/disclaimer" className={linkClass}>
            Financial Disclaimer
          </AppLink>
          <AppLink to="/accessibility" className={linkClass}>
            Accessibility
          </AppLink>
        </nav>
      </div>
    </footer>
  );
}
