import { FileText } from 'lucide';
import { Link } from '../../lib/router';
import {
  LEGAL_EMAIL,
  LEGAL_UPDATED,
  legalDocuments,
  type LegalDocument,
} from '../../../core/legal/documents';
import { PageTitle } from '../../components/ui/page-title';
import { Icon } from '../../components/ui/icon';

/**
 * The legal pages' shared layout with 'Back to Home' and a contact line, around one of GigTally's legal
 * texts; where the full document exists as a PDF (made from the same text, so the two agree), a link to it.
 */
export function LegalPage({ slug }: { slug: LegalDocument['slug'] }) {
  const { title, intro, sections, pdf } = legalDocuments[slug];
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Home
      </Link>
      <div className="mt-4">
        <PageTitle title={title}>{title}</PageTitle>
      </div>
      <p className="mt-2 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
      {pdf && (
        <p className="mt-4">
          <a
            href={pdf}
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <Icon icon={FileText} className="h-4 w-4" />
            Read the full document (PDF)
          </a>
        </p>
      )}
      <p className="mt-6 text-lg text-slate-800">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
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
