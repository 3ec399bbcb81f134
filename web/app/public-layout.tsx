import { Outlet } from '../lib/router';
import { Footer } from '../features/shell/footer';
import { PageFrame } from './page-frame';

/** Pages anyone can open, but the landing page, which has a footer of its own (landing-screen.tsx). */
export function PublicLayout() {
  return (
    <PageFrame footer={<Footer />}>
      <Outlet />
    </PageFrame>
  );
}
