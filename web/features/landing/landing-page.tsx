import { Check, ChevronDown, Star } from 'lucide';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { toDollars } from '../../../core/money';
import { FREE_ITEM_LIMIT, PRO_PRICE_CENTS, proPlanFeatures } from '../../../core/plans';
import { buttonClass } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { PageTitle } from '../../components/ui/page-title';
import { AppLink } from '../../lib/navigation';
import { useSession } from '../auth/session';
import { featureCards, TESTIMONIAL_STARS, testimonials } from './landing-content';
import './landing.css';
import { Icon } from '../../components/ui/icon';

// A first visit to / draws this page without the app's router (web/landing.tsx): it imports nothing heavier than
// icons, and links through web/lib/navigation, so that visit stays within its 90 KB of gzipped JS
// (docs/architecture.md, "Quality bars").

/** The Pro price is billed in US dollars whatever currency a user later picks for display. */
const proPrice = `$${toDollars(PRO_PRICE_CENTS).toFixed(2)}`;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The landing page (/): hero, features, testimonials and pricing. */
export function LandingPage() {
  const session = useSession();
  // 'Subscribe Now' and the pricing button go to /subscription when signed in, else to /login. While the session is
  // still being asked, /subscription: a signed-in person who clicks at once gets there, and a signed-out one is sent
  // on to /login by the signed-in pages' own check.
  const subscribeTarget = session.data || session.isPending ? '/subscription' : '/login';
  return (
    <>
      <Hero subscribeTarget={subscribeTarget} />
      <Features />
      <Testimonials />
      <Pricing target={subscribeTarget} />
    </>
  );
}

function Hero({ subscribeTarget }: { subscribeTarget: string }) {
  const scrollToFeatures = () => {
    const heading = document.getElementById('features-title');
    if (!heading) return;
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the features, not from the top of the page.
    heading.focus({ preventScroll: true });
  };

  return (
    <section className="relative bg-gradient-to-br from-brand-50 via-white to-brand-100 px-4 pt-24 pb-20 sm:px-6 lg:min-h-[85vh] lg:pt-28">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <PageTitle title="Track your gig income and taxes">
            <span className="block text-4xl font-extrabold sm:text-5xl">
              Track your gig income, expenses and taxes
            </span>
          </PageTitle>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 lg:mx-0">
            GigTally is the money app for rideshare, delivery, freelance and task workers: know what you earn,
            where it goes and what you will owe each quarter.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
            {/* A newcomer starts by creating an account (signed in, /signup leads to the dashboard). */}
            <AppLink to="/signup" className={buttonClass('primary', 'px-6 py-3 text-base')}>
              Get Started
            </AppLink>
            <AppLink to={subscribeTarget} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              Subscribe Now
            </AppLink>
          </div>
        </div>
        {/* Served by GigTally itself (no third-party hosts: the Content-Security-Policy allows our own images
            only); the illustration is a small SVG. */}
        <img
          src="/landing-hero.svg"
          alt="GigTally on a phone: this month's net income, a chart of weekly earnings and the next quarterly tax payment."
          width={560}
          height={440}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md lg:max-w-lg"
        />
      </div>
      <div className="mt-10 flex justify-center">
        <IconButton
          icon={ChevronDown}
          label="Scroll down to features"
          iconClassName="h-7 w-7"
          onClick={scrollToFeatures}
          className="rounded-full p-2 text-slate-700 hover:bg-white/70"
        />
      </div>
    </section>
  );
}

/** Whether the element has scrolled into view (once); true at once where the browser cannot tell. */
function useRevealed<T extends Element>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!node || revealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [revealed]);
  return [ref, revealed] as const;
}

function Features() {
  const [listRef, revealed] = useRevealed<HTMLUListElement>();
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white px-4 py-20 sm:px-6">
      <h2
        id="features-title"
        tabIndex={-1}
        className="scroll-mt-6 text-center text-3xl font-bold text-slate-900 focus:outline-none"
      >
        Everything a gig worker needs
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        One place for the money side of gig work, from the first payout to the tax return.
      </p>
      <ul
        ref={listRef}
        data-revealed={revealed}
        className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3"
      >
        {featureCards.map(({ icon, title, description, delayMs }) => (
          <li
            key={title}
            className="landing-feature-card rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            style={{ '--landing-delay': `${delayMs}ms` } as CSSProperties}
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50">
              <Icon icon={icon} className="h-7 w-7 text-brand-700" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <h2 id="testimonials-title" className="text-center text-3xl font-bold text-slate-900">
        What gig workers say
      </h2>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
        {testimonials.map(({ name, role, content }) => (
          <li key={name} className="flex">
            <figure className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div role="img" aria-label={`Rated ${TESTIMONIAL_STARS} out of 5`} className="flex gap-1">
                {Array.from({ length: TESTIMONIAL_STARS }, (_, index) => (
                  <Icon icon={Star} key={index} className="h-5 w-5 fill-amber-400 text-amber-500" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 text-slate-800">
                <p>“{content}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className="block text-sm text-slate-600">{role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Pricing({ target }: { target: string }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-white px-4 py-20 sm:px-6">
      <h2 id="pricing-title" className="text-center text-3xl font-bold text-slate-900">
        Simple pricing
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        Start free with up to {FREE_ITEM_LIMIT} budget items. Go Pro when you need more.
      </p>
      <article
        aria-labelledby="pro-plan-title"
        className="mx-auto mt-12 max-w-xl rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-lg sm:p-8"
      >
        <h3 id="pro-plan-title" className="text-xl font-bold text-slate-900">
          Pro Plan
        </h3>
        <p className="mt-2 text-slate-900">
          <span className="text-4xl font-extrabold tracking-tight tabular-nums">{proPrice}</span>
          <span className="text-slate-600">/month</span>
        </p>
        <ul aria-label="Included in Pro" className="mt-6 grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-2">
          {proPlanFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Icon icon={Check} className="mt-1 h-4 w-4 shrink-0 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
        <AppLink to={target} className={buttonClass('primary', 'mt-8 w-full px-6 py-3 text-base')}>
          Track my Gig Income Today!
        </AppLink>
      </article>
    </section>
  );
}
