// The legal texts of GigTally: the pages (/terms, /privacy, /disclaimer, /accessibility) and the full PDFs
// (scripts/build-legal-pdfs.ts) are both made from these, so the two never drift apart.
import { LEGAL_EMAIL, SUPPORT_EMAIL } from './contacts';

export { LEGAL_EMAIL, SUPPORT_EMAIL };
export const LEGAL_UPDATED = 'November 22, 2026';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  slug: 'terms' | 'privacy' | 'disclaimer' | 'accessibility';
  title: string;
  /** The full document's PDF, when there is one (built by scripts/build-legal-pdfs.ts). */
  pdf: string | null;
  intro: string;
  sections: LegalSection[];
}

const terms: LegalDocument = {
  slug: 'terms',
  title: 'Terms of Service',
  pdf: '/terms-full.pdf',
  intro:
    'These terms are the agreement between you and GigTally for the use of the GigTally web app. By creating an account you accept them. Please read them; they are written to be understood.',
  sections: [
    {
      heading: '1. Who may use GigTally',
      paragraphs: [
        'You must be at least 18 years old and able to enter a binding contract to create an account. GigTally is made for people who earn income in the United States as gig workers, freelancers or other self-employed people.',
        'You are responsible for the activity on your account and for keeping your password secret. Tell us at once at ' +
          SUPPORT_EMAIL +
          ' if you think someone else has used your account.',
      ],
    },
    {
      heading: '2. What GigTally does',
      paragraphs: [
        'GigTally lets you record income and expenses, see totals and estimated quarterly taxes, browse a calendar of your transactions, analyse your income and export your records. The figures GigTally shows are computed from the records you enter.',
        'GigTally is a record-keeping and planning tool. It does not file taxes, pay taxes, hold money or give financial, legal or tax advice. See the Financial and Tax Disclaimer.',
      ],
    },
    {
      heading: '3. Plans, prices and payment',
      paragraphs: [
        'The Free plan holds up to 10 budget items. The Pro plan costs $9.99 per month, billed monthly in advance through our payment processor, Stripe, and includes unlimited budget items and the Pro reports.',
        'We will give you at least 30 days’ notice by email before any change to the price of your plan takes effect. If you do not agree to the new price you may cancel before it applies.',
        'You may cancel at any time from the Subscription page. Cancellation takes effect at the end of the current billing period; you keep Pro until then and are not charged again. Payments already made are not refunded except where the law requires it.',
      ],
    },
    {
      heading: '4. Your data',
      paragraphs: [
        'The records you enter are yours. You can export all of them at any time from Settings and delete your account, which deletes your records, as described in the Privacy Policy.',
        'You give GigTally permission to store and process your records only to provide the service to you.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        'Do not use GigTally to break the law, to store another person’s data without their permission, to probe or overload the service, or to get around its limits or security.',
        'We may suspend an account that breaks these rules, after telling you why where we can.',
      ],
    },
    {
      heading: '6. Availability and changes',
      paragraphs: [
        'We work to keep GigTally available and your data safe, but the service is provided “as is” without a guarantee that it will always be available or free of errors.',
        'We may change these terms. We will tell you about material changes by email at least 30 days before they take effect.',
      ],
    },
    {
      heading: '7. Limitation of liability',
      paragraphs: [
        'To the extent the law allows, GigTally is not liable for indirect or consequential losses, including penalties or interest charged by a tax authority, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: [
        `Questions about these terms: ${LEGAL_EMAIL}. Support: ${SUPPORT_EMAIL}; we answer emails within 24 hours on business days.`,
      ],
    },
  ],
};

const privacy: LegalDocument = {
  slug: 'privacy',
  title: 'Privacy Policy',
  pdf: '/privacy-full.pdf',
  intro:
    'This policy says exactly what GigTally stores about you, why, who else sees it, and how to get it or delete it. We do not sell your data and we do not show ads.',
  sections: [
    {
      heading: 'What we store',
      paragraphs: [
        'Account: your name, your email address, a one-way hash of your password (never the password itself), and when the account was created.',
        'Sessions: for each signed-in browser, a session token in a cookie, its expiry, and the IP address and browser name it was created from, so that you can stay signed in and we can spot misuse.',
        'Your records: each income or expense item you enter (type, category, amount, date, description, tags) and the time it was created and last changed.',
        'Settings: your preferences (email notifications, tax reminders, weekly reports, currency, date format) and your tax profile (filing status, your own standard deduction, and last year’s tax and AGI if you enter them).',
        'Subscription: your plan, its status and billing period, and the customer and subscription identifiers our payment processor gives us. We never see or store your card number.',
        'Logs: for each request, the time, the path (without query strings or tokens), the result code and a request id, kept for troubleshooting. Passwords and tokens are never written to logs.',
      ],
    },
    {
      heading: 'What stays in your browser',
      paragraphs: [
        'The session cookie, which is required to sign in. In your browser’s local storage: your accessibility settings (text size, high contrast, dark mode), your cookie choice and its date, which disclaimers you dismissed, and the chosen live-chat provider. These never leave your device.',
      ],
    },
    {
      heading: 'Who else sees it',
      paragraphs: [
        'Stripe processes payments for the Pro plan and receives your email address and payment details directly.',
        'Our email provider delivers the emails you ask for (password resets, reminders and reports you switch on).',
        'Only if you accept non-essential cookies: our live-chat provider (when you start a chat, with your name and email) and our error-reporting service (technical details of errors, to fix them).',
        'We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'Export: Settings › Export data downloads everything listed above that belongs to your account, as JSON.',
        'Delete: Settings › Delete account deletes your account, records, settings and subscription at once; an active Pro subscription is cancelled first, so nothing renews. GigTally keeps no copy.',
        'You can change your name and preferences in Settings at any time. California and other US residents may exercise the rights their state law gives them by writing to ' +
          LEGAL_EMAIL +
          '.',
      ],
    },
    {
      heading: 'Security and retention',
      paragraphs: [
        'Data is sent only over encrypted connections, passwords are hashed, sessions can be ended by signing out, and every query is limited to the signed-in user. We keep your data while your account exists and delete it as described above.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Privacy questions: ${LEGAL_EMAIL}.`],
    },
  ],
};

const disclaimer: LegalDocument = {
  slug: 'disclaimer',
  title: 'Financial and Tax Disclaimer',
  pdf: '/disclaimer-full.pdf',
  intro:
    'All figures in GigTally, including totals, profit margins and tax estimates, are estimates for planning only. They are not financial, legal or tax advice.',
  sections: [
    {
      heading: 'Estimates, not advice',
      paragraphs: [
        'GigTally computes federal self-employment tax, income tax and quarterly installments from the records you enter and from published IRS figures. It does not know your whole situation: other income, W-2 withholding, state and local taxes, credits, deductions other than those shown, or changes in the law after the figures were published.',
        'Years whose figures are not yet published are projected and labelled as such; they will differ from the real figures.',
      ],
    },
    {
      heading: 'Your responsibility',
      paragraphs: [
        'You are responsible for the accuracy of your records and for your tax filings and payments. Check the estimates with a qualified tax professional before you rely on them, and keep your original receipts and statements.',
      ],
    },
    {
      heading: 'No guarantee',
      paragraphs: [
        'GigTally is not liable for penalties, interest or other costs that result from relying on its estimates. Due dates shown follow the IRS rules for weekends and District of Columbia holidays, but the IRS can change them; check irs.gov for the dates that apply to you.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about this disclaimer: ${LEGAL_EMAIL}.`],
    },
  ],
};

const accessibility: LegalDocument = {
  slug: 'accessibility',
  title: 'Accessibility Statement',
  pdf: null,
  intro:
    'GigTally should be usable by everyone. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
  sections: [
    {
      heading: 'What we do',
      paragraphs: [
        'Every screen can be used with a keyboard alone, every control has a label, charts come with the same figures as text, and every page is checked with automated accessibility tests before release.',
        'The accessibility button on the home page and the dashboard lets you enlarge text from 80 % to 150 %, switch on high contrast or dark mode, and reset them; your choice is kept on your device.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: [
        'Third-party live-chat widgets are outside our control and may not meet every guideline; support by email is always available.',
      ],
    },
    {
      heading: 'Feedback',
      paragraphs: [
        `If something is hard to use, tell us at ${SUPPORT_EMAIL}. We reply within 5 business days and will help you get what you need in another way in the meantime.`,
      ],
    },
  ],
};

export const legalDocuments = { terms, privacy, disclaimer, accessibility } as const;
