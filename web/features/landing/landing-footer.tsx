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

/** A column's link: to a page of the app (`to`), or to a part of this page or a mail address (`href`). */
function FooterLink({ children, ...target }: { children: ReactNode } & ({ to: string } | { href: string })) {
  return (
    <li>
      {'to' in target ? (
        <AppLink to={target.to} className={linkClass}>
          {children}
        </AppLink>
      ) : (
        <a href={target.href} className={linkClass}>
          {children}
        </a>
      )}
    </li>
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
          <FooterLink href="#features">Features</FooterLink>
          <FooterLink href="#pricing">Pricing</FooterLink>
          <FooterLink to="/dashboard">Dashboard</FooterLink>
        </FooterColumn>
        <FooterColumn id="footer-company" title="Company">
          <FooterLink to="/help">Help &amp; Support</FooterLink>
          <FooterLink href={`mailto:${SUPPORT_EMAIL}`}>Contact</FooterLink>
        </FooterColumn>
        <FooterColumn id="footer-legal" title="Legal">
          <FooterLink to="/privacy">Privacy Policy</FooterLink>
          <FooterLink to="/terms">Terms of Service</FooterLink>
          <FooterLink to="/disclaimer">Financial Disclaimer</FooterLink>
          <FooterLink to="/accessibility">Accessibility</FooterLink>
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
