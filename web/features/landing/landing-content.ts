import { BarChart3, Calculator, Wallet } from 'lucide';
import type { IconNode } from 'lucide';

// A feature card has an icon, a title, a description and an entrance delay.
export interface FeatureCard {
  icon: IconNode;
  title: string;
  description: string;
  /** How long the card waits before it rises in, so the three arrive one after another. */
  delayMs: number;
}

export const featureCards: readonly FeatureCard[] = [
  {
    icon: Wallet,
    title: 'Automated Tracking',
    description:
      'Record every payout, tip and expense in seconds, with categories made for gig work, and see what you really earn.',
    delayMs: 0,
  },
  {
    icon: Calculator,
    title: 'Tax Estimates',
    description:
      'See the federal and state tax you will owe each quarter and when each payment is due, worked out from your own records as you go.',
    delayMs: 150,
  },
  {
    icon: BarChart3,
    title: 'Smart Insights',
    description:
      'Learn which gigs pay best, where your money goes and how steady your income is, month by month.',
    delayMs: 300,
  },
];

// A testimonial has a name, a role and its content. The landing page shows three sample testimonials, each
// with five stars.
export interface Testimonial {
  name: string;
  role: string;
  content: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maria G.',
    role: 'Rideshare driver',
    content:
      'I used to dread April. Now I know what to set aside every quarter, and the next due date is right there on my dashboard.',
  },
  {
    name: 'Devon T.',
    role: 'Food delivery courier',
    content:
      'Logging a shift takes ten seconds with Quick Entry. Seeing my real profit after gas changed which apps I deliver for.',
  },
  {
    name: 'Priya S.',
    role: 'Freelance designer',
    content:
      'One export gave my accountant everything she needed. Tax season took an afternoon instead of a week.',
  },
];

export const TESTIMONIAL_STARS = 5;
