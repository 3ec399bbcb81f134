import type { ReactNode } from 'react';
import { Header } from '../features/shell/header';

/** A page anyone can open: the header, the page itself, and a footer. */
export function PageFrame({ footer, children }: { footer: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      {footer}
    </div>
  );
}
