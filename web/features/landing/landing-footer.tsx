import type { ReactNode } from 'react';
import { LEGAL_EMAIL, SUPPORT_EMAIL } from '../../../core/legal/contacts';
import { AppLink } from '../../lib/navigation';

const linkClass = 'text-slate-300 hover:text-white hover:underline';

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

/** The landing page's own footer: Product, Company and Legal columns and the current year. */
export function LandingFooter() {
  return (
    <footer className="bg-slate-900 px-4 py-12 text-slate-300 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            GigTally
          </p>
          <p className="mt-3 max-w-xs text-sm">
            Income, expenses and quarterly tax estimates for US gig and self-employed workers.
          </p>
        </div>
        <FooterColumn id="footer-product" title="Product">
          <li>
            <a href="#features" className={linkClass}>
              Features
            </a>
          </li>
          <li>
            <a href="#pricing" className={linkClass}>
              Pricing
            </a>
          </li>
          <li>
            <AppLink to="/dashboard" className={linkClass}>
              Dashboard
            </AppLink>
          </li>
        </FooterColumn>
        <FooterColumn id="footer-company" title="Company">
          <li>
            <AppLink to="/help" className={linkClass}>
              Help &amp; Support
            </AppLink>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              Contact
            </a>
          </li>
        </FooterColumn>
        <FooterColumn id="footer-legal" title="Legal">
          <li>
            <AppLink to="/privacy" className={linkClass}>
              Privacy Policy
            </AppLink>
          </li>
          <li>
            <AppLink to="/terms" className={linkClass}>
              Terms of Service
            </AppLink>
          </li>
          <li>
            <AppLink to="/disclaimer" className={linkClass}>
              Financial Disclaimer
            </AppLink>
          </li>
          <li>
            <AppLink to="/accessibility" className={linkClass}>
              Accessibility
            </AppLink>
          </li>
        </FooterColumn>
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-col gap-2 border-t border-slate-700 pt-6 text-sm sm:flex-row sm:justify-between">
        <p>© {new Date().getFullYear()} GigTally</p>
        <p>
          Legal questions?{' '}
          <a href={`mailto:${LEGAL_EMAIL}`} className={linkClass}>
            Contact Legal
          </a>
        </p>
      </div>
    </footer>
  );
}
