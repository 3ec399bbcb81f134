import { BarChart3, ChevronDown, Calculator, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useSession } from '../auth/auth-client';

const features = [
  {
    icon: Wallet,
    title: 'Automated Tracking',
    description: 'Record every payout, tip and expense in seconds and see what you really earn.',
  },
  {
    icon: Calculator,
    title: 'Tax Estimates',
    description: 'See what you will owe each quarter, with the due dates, before the IRS asks.',
  },
  {
    icon: BarChart3,
    title: 'Smart Insights',
    description: 'Learn which gigs pay best and where your money goes, month by month.',
  },
];

export function LandingPage() {
  const session = useSession();
  const subscribeTarget = session.data ? '/subscription' : '/login';
  return (
    <>
      <section className="relative flex min-h-[85vh] flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-brand-100 px-4 pt-16 text-center">
        <PageTitle title="Track your gig income and taxes">
          <span className="block text-4xl font-extrabold sm:text-5xl">
            Track your gig income, expenses and taxes
          </span>
        </PageTitle>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">
          GigTally is the money app for rideshare, delivery, freelance and task workers: know what you earn
          and what you will owe each quarter.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/login" className={buttonClass('primary', 'px-6 py-3 text-base')}>
            Get Started
          </Link>
          <Link to={subscribeTarget} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
            Subscribe Now
          </Link>
        </div>
        <a
          href="#features"
          aria-label="Scroll down to features"
          className="absolute bottom-6 rounded-full p-2 text-slate-600 hover:bg-white/70"
        >
          <ChevronDown aria-hidden="true" className="h-7 w-7" />
        </a>
      </section>
      <section id="features" aria-labelledby="features-title" className="bg-white px-4 py-20">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
          Everything a gig worker needs
        </h2>
        <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, description }) => (
            <article key={title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{description}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
