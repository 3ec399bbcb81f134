import { BookOpen, Clock, GraduationCap, Mail, Search } from 'lucide';
import { useId, useState } from 'react';
import { Link } from '../../lib/router';
import { SUPPORT_EMAIL } from '../../../core/legal/contacts';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Panel } from '../../components/ui/panel';
import { LiveChat } from './chat/live-chat';
import { FaqAccordion } from './faq-accordion';
import { noResultsText, searchFaqs } from './faq-search';
import { faqs } from './faqs';
import { Icon } from '../../components/ui/icon';

const resources = [
  {
    to: '/docs/user-guide',
    title: 'User Guide',
    description: 'Every screen of GigTally, explained.',
    icon: BookOpen,
  },
  {
    to: '/tutorials',
    title: 'Tutorials',
    description: 'Step-by-step guides, from your first income to tax time.',
    icon: GraduationCap,
  },
];

/** Help & Support: the searchable FAQ, quick resources and the ways to contact support. */
export function HelpPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const matches = searchFaqs(faqs, query);
  const searching = query.trim() !== '';

  const search = (next: string) => {
    setQuery(next);
    // A question found by words in its answer opens, so the reader sees why it is listed.
    setOpenIds(new Set(searchFaqs(faqs, next).flatMap((match) => (match.inAnswer ? [match.faq.id] : []))));
  };
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <PageTitle title="Help & Support">Help &amp; Support</PageTitle>
        <p className="mt-1 text-slate-700">Answers to common questions, guides, and how to reach us.</p>
      </div>

      <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-2xl">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
          Search help
        </label>
        <div className="relative">
          <Icon
            icon={Search}
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder="For example: quarterly taxes, export, password"
            autoComplete="off"
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
      </form>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Panel title="Frequently Asked Questions">
            <div role="status" className="text-sm text-slate-700">
              {searching &&
                (matches.length === 0 ? (
                  <p>{noResultsText(query)}</p>
                ) : (
                  <p className="mb-3">
                    {matches.length === 1 ? '1 question matches' : `${matches.length} questions match`} your
                    search.
                  </p>
                ))}
            </div>
            {matches.length > 0 ? (
              <FaqAccordion faqs={matches.map((match) => match.faq)} openIds={openIds} onToggle={toggle} />
            ) : (
              <Button variant="secondary" className="mt-4" onClick={() => search('')}>
                Clear search
              </Button>
            )}
          </Panel>
        </div>

        <div className="min-w-0 space-y-6">
          <Panel title="Quick Resources">
            <ul className="space-y-3">
              {resources.map(({ to, title, description, icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-600 hover:bg-brand-50"
                  >
                    <Icon icon={icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                    <span>
                      <span className="block font-medium text-slate-900">{title}</span>
                      <span className="block text-sm text-slate-600">{description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>

          <Panel title="Contact Support">
            <p className="text-sm text-slate-700">Could not find your answer? Write to us or chat with us.</p>
            <p className="mt-3 flex items-center gap-2 text-sm">
              <Icon icon={Mail} className="h-4 w-4 text-slate-600" />
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
                {SUPPORT_EMAIL}
              </a>
            </p>
            <div className="mt-4">
              <LiveChat />
            </div>
          </Panel>

          <Panel title="Support Hours">
            <ul className="space-y-2 text-sm text-slate-700">
              <li className="flex items-start gap-2">
                <Icon icon={Clock} className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
                <span>Email: we reply within 24-48 hours</span>
              </li>
              <li className="flex items-start gap-2">
                <Icon icon={Clock} className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
                <span>Live chat: Monday to Friday, 9am to 5pm EST</span>
              </li>
            </ul>
          </Panel>
        </div>
      </div>
    </div>
  );
}

export const Component = HelpPage;
