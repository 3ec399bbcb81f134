import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/**
 * The top of a screen: its title (also the document's title), the line under it that says what the screen is for
 * (`children`), and the screen's `actions` beside them, or under them on a narrow screen.
 */
export function PageHeader({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <div>
      <PageTitle title={title}>{title}</PageTitle>
      <p className="mt-1 text-slate-700">{children}</p>
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {actions}
    </div>
  );
}
