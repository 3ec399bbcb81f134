import { useEffect, type ReactNode } from 'react';

/** The page's heading, also set as the document title so each screen is announced by name. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · GigTally`;
  }, [title]);
  return <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{children}</h1>;
}

export function SimplePage({ title }: { title: string }) {
  return <PageTitle title={title}>{title}</PageTitle>;
}
