import { Outlet, useLocation } from 'react-router';
import { LandingFooter } from '../features/landing/landing-footer';
import { Footer } from '../features/shell/footer';
import { Header } from '../features/shell/header';

/** Pages anyone can open: the header, the page, and the footer (the landing page has its own, SPEC section 2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {pathname === '/' ? <LandingFooter /> : <Footer />}
    </div>
  );
}
