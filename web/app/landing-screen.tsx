import { LandingFooter } from '../features/landing/landing-footer';
import { LandingPage } from '../features/landing/landing-page';
import { PageFrame } from './page-frame';

/**
 * The whole of / with the landing page's own footer, in place of the one every other page has. The first load
 * of / draws it without the router (web/landing.tsx); the app's router shows it when someone comes back to /
 * from another page.
 */
export function LandingScreen() {
  return (
    <PageFrame footer={<LandingFooter />}>
      <LandingPage />
    </PageFrame>
  );
}

export const Component = LandingScreen;
