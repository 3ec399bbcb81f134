import { ChevronDown } from 'lucide';
import { useId } from 'react';
import { Link } from '../../lib/router';
import type { Faq } from './faqs';
import { Icon } from '../../components/ui/icon';

/**
 * The FAQ as an accordion: each question is a button that shows or hides its answer (WAI-ARIA APG pattern; with
 * this many panels they are not landmark regions).
 */
export function FaqAccordion({
  faqs,
  openIds,
  onToggle,
}: {
  faqs: readonly Faq[];
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const baseId = useId();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {faqs.map((faq) => {
        const open = openIds.has(faq.id);
        const buttonId = `${baseId}-${faq.id}-question`;
        const panelId = `${baseId}-${faq.id}-answer`;
        return (
          <li key={faq.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(faq.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50"
              >
                {faq.question}
                <Icon
                  icon={ChevronDown}
                  className={`h-5 w-5 shrink-0 text-slate-600 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="space-y-3 px-4 pb-4 text-slate-700">
              {faq.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {faq.links && (
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {faq.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="font-medium text-brand-700 hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
