import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';

export const LEGAL_EMAIL = 'legal@gigtally.app';

/** SPEC section 2 "Legal pages": shared layout with 'Back to Home' and a contact line. */
export function LegalPage({ title }: { title: string }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Home
      </Link>
      <div className="mt-4">
        <PageTitle title={title}>{title}</PageTitle>
      </div>
      <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-700">
        Questions about this page? Contact us at{' '}
        <a href={`mailto:${LEGAL_EMAIL}`} className="font-medium text-brand-700 hover:underline">
          {LEGAL_EMAIL}
        </a>
        .
      </p>
    </article>
  );
}
