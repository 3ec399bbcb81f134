import { Cookie, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { storeConsent } from '../../lib/consent';
import { AppLink } from '../../lib/navigation';

/**
 * SPEC section 4 "Cookie banner": 'Accept All' stores true, 'Decline Non-Essential' stores false (each with the
 * date); the close button only hides it.
 */
export function CookieBanner({ onAnswered, onClose }: { onAnswered: () => void; onClose: () => void }) {
  const headingId = useId();
  const answer = (accepted: boolean) => {
    storeConsent(accepted);
    onAnswered();
  };
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:inset-x-auto sm:bottom-4 sm:left-1/2 sm:w-[36rem] sm:-translate-x-1/2 sm:p-0"
    >
      <div className="relative rounded-2xl border border-slate-200 bg-white p-5 pr-12 shadow-xl">
        <button
          type="button"
          aria-label="Close cookie banner"
          onClick={onClose}
          className="absolute top-3 right-3 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Cookie aria-hidden="true" className="h-5 w-5 text-brand-700" />
          Cookies on GigTally
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          We use essential cookies to keep you signed in. With your consent we also use non-essential cookies
          for live chat and error reporting. Read our{' '}
          <AppLink to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </AppLink>
          .
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => answer(true)}>Accept All</Button>
          <Button variant="secondary" onClick={() => answer(false)}>
            Decline Non-Essential
          </Button>
        </div>
      </div>
    </section>
  );
}
