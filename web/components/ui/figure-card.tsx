import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { Icon } from './icon';

/** A figure card's title, drawn small above the figure. */
export function FigureTitle({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-medium text-slate-600">{children}</h2>;
}

/** A figure card's figure, drawn large under its title. */
export function FigureValue({ children }: { children: ReactNode }) {
  return (
    <p className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums">
      {children}
    </p>
  );
}

/**
 * A headline figure in a card named by its title, with an icon in the figure's tone. `heading` stands in for the
 * plain title where more goes beside it (a badge). While `loading`, placeholders stand in for the figure and what
 * is said of it (`children`); `footer` shows either way.
 */
export function FigureCard({
  title,
  heading,
  icon,
  tone,
  loading,
  footer,
  children,
}: {
  title: string;
  heading?: ReactNode;
  icon: IconNode;
  tone: string;
  loading: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        {heading ?? <FigureTitle>{title}</FigureTitle>}
        <span className={`rounded-lg p-2 ${tone}`}>
          <Icon icon={icon} className="h-4 w-4" />
        </span>
      </div>
      {loading ? (
        <>
          <Skeleton className="mt-2 h-8 w-32" />
          <Skeleton className="mt-3 h-4 w-40" />
        </>
      ) : (
        children
      )}
      {footer}
    </section>
  );
}
