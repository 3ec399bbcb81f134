import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL_EMAIL, SUPPORT_EMAIL } from '../../../core/legal/contacts';

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

/** The landing page's own footer (SPEC section 2): Product, Company and Legal columns and the current year. */
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
            <Link to="/dashboard" className={linkClass}>
              Dashboard
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn id="footer-company" title="Company">
          <li>
            <Link to="/help" className={linkClass}>
              Help &amp; Support
            </Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              Contact
            </a>
          </li>
        </FooterColumn>
        <FooterColumn id="footer-legal" title="Legal">
          <li>
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to="/disclaimer" className={linkClass}>
              Financial Disclaimer
            </Link>
          </li>
          <li>
            <Link to="/accessibility" className={linkClass}>
              Accessibility
            </Link>
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
