import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';

export interface ArticleSection {
  /** The section's anchor: /docs/user-guide#calendar. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A help document (the User Guide, the Tutorials): a contents list and its sections, each linkable. */
export function HelpArticle({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly ArticleSection[];
}) {
  const { hash } = useLocation();
  // A link such as /tutorials#exporting arrives before this page's code does: go to the section once it exists.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/help" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Help &amp; Support
      </Link>
      <div className="mt-4">
        <PageTitle title={title}>{title}</PageTitle>
      </div>
      <div className="mt-3 text-slate-700">{intro}</div>
      <nav
        aria-labelledby="article-contents"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="article-contents" className="text-sm font-semibold text-slate-900">
          On this page
        </h2>
        <ol className="mt-2 grid list-inside list-decimal gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-20">
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
        </section>
      ))}
    </article>
  );
}

/** A link to a screen of the app, as the guides write it. */
export function ScreenLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

/** A numbered list of steps. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-6">{children}</ol>;
}

/** A list of points. */
export function Points({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}

/** The name of a button, field or heading on screen. */
export function Ui({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}
