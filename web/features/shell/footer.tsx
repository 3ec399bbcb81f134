import { AppLink } from '../../lib/navigation';

const legalLinks = [
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/disclaimer', 'Financial Disclaimer'],
  ['/accessibility', 'Accessibility'],
] as const;

/** The footer of every page but the landing page (which has its own). */
export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-sm text-slate-600 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} GigTally. All rights reserved.</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1">
          {legalLinks.map(([to, text]) => (
            <AppLink key={to} to={to} className="hover:text-slate-900 hover:underline">
              {text}
            </AppLink>
          ))}
        </nav>
      </div>
    </footer>
  );
}
