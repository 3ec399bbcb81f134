import { X } from 'lucide';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { storeConsent } from '../../lib/consent';
import { AppLink } from '../../lib/navigation';
import { setCookieBannerSpace } from './cookie-banner-space';

/**
 * The cookie banner: 'Accept All' stores true, 'Decline Non-Essential' stores false (each with the date); the
 * close button only hides it. A compact bar along the bottom edge, and while it shows the page keeps its
 * height free below the content (and scrolls what gets focus clear of it), so it covers no control.
 */
export function CookieBanner({ onAnswered, onClose }: { onAnswered: () => void; onClose: () => void }) {
  const headingId = useId();
  const banner = useRef<HTMLElement>(null);
  const answer = (accepted: boolean) => {
    storeConsent(accepted);
    onAnswered();
  };

  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    // The observer reports the banner's first size as soon as it is laid out, before that frame is painted (reading
    // its height here would lay the page out early, in the middle of drawing it), and again whenever text size, a
    // turned phone or a narrower window change it.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      setCookieBannerSpace(height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setCookieBannerSpace(0);
    };
  }, []);

  return (
    <section
      ref={banner}
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.12)]"
    >
      {/* On a phone the words run under the close button's corner too (only the heading keeps clear of it): two
          lines rather than four, so the bar covers less of the screen. */}
      <div className="relative mx-auto flex max-w-6xl flex-col gap-2 py-3 pr-4 pl-4 sm:flex-row sm:items-center sm:gap-6 sm:pr-12 sm:pl-6">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="pr-8 text-sm font-semibold text-slate-900 sm:pr-0">
            Cookies on GigTally
          </h2>
          <p className="text-sm text-slate-700">
            Essential cookies keep you signed in; live chat and error reports only with your consent.{' '}
            <AppLink to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
              Privacy Policy
            </AppLink>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button onClick={() => answer(true)}>Accept All</Button>
          <Button variant="secondary" onClick={() => answer(false)}>
            Decline Non-Essential
          </Button>
        </div>
        <IconButton
          icon={X}
          label="Close cookie banner"
          onClick={onClose}
          className="absolute top-1 right-1 rounded-md p-1 text-slate-600 sm:top-2 sm:right-2 sm:p-1.5 hover:bg-slate-100 hover:text-slate-900"
        />
      </div>
    </section>
  );
}
