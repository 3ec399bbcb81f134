import { Link } from '../../lib/router';
import { planLabel } from '../../../core/subscription';
import { buttonClass } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { SkeletonLines } from '../../components/ui/skeleton-lines';
import { useSession } from '../auth/session';
import { ReceiptStorageSection } from '../receipts/receipt-storage-section';
import { useSubscription } from '../subscription/use-subscription';
import { taxSetupTexts } from '../tax/tax-setup-texts';
import { AccountSection } from './account-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { ScheduleCLinesSection } from './schedule-c-lines-section';
import { usePreferences } from './use-preferences';

/** Settings: User Profile, Preferences, Account Management and Subscription, with a change of password
 * besides. */
export function SettingsPage() {
  const session = useSession();
  const user = session.data?.user;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <PageTitle title="Settings">Settings</PageTitle>
        <p className="mt-1 text-slate-700">
          Your profile, how GigTally shows your figures, and your account.
        </p>
      </div>
      {user && <ProfileSection key={user.id} name={user.name} email={user.email} />}
      <PasswordSection />
      <Preferences />
      <TaxSetupSection />
      <ScheduleCLinesSection />
      <ReceiptStorageSection />
      <AccountSection />
      <ConnectedAccountsSection />
      <SharedAccessSection />
      <SubscriptionSection />
    </div>
  );
}

function Preferences() {
  const preferences = usePreferences();
  if (preferences.isError && !preferences.data) {
    return (
      <Panel title="Preferences">
        <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />
      </Panel>
    );
  }
  if (!preferences.data) {
    return (
      <Panel title="Preferences">
        <SkeletonLines widths={['w-full', 'w-full', 'w-2/3']} />
      </Panel>
    );
  }
  return <PreferencesSection preferences={preferences.data} />;
}

/** A part of the account with a page of its own: what it is for, and the way there. */
function PageLinkSection({
  title,
  text,
  to,
  label,
}: {
  title: string;
  text: string;
  to: string;
  label: string;
}) {
  return (
    <Panel title={title}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{text}</p>
        <Link to={to} className={buttonClass('secondary', 'shrink-0')}>
          {label}
        </Link>
      </div>
    </Panel>
  );
}

/** The set-up screen's questions, for whoever skipped them after sign-up or wants to change them (every plan). */
const TaxSetupSection = () => (
  <PageLinkSection
    title={taxSetupTexts.settingsTitle}
    text={taxSetupTexts.settingsIntro}
    to="/setup"
    label={taxSetupTexts.settingsLink}
  />
);

/** Settings → Connected accounts (its own page, so its code loads only there). */
const ConnectedAccountsSection = () => (
  <PageLinkSection
    title="Connected accounts"
    text="Connect your bank or card so its transactions arrive by themselves."
    to="/settings/connections"
    label="Manage connected accounts"
  />
);

/** Settings → Shared access: who can see the books, and the preparer's notes. */
const SharedAccessSection = () => (
  <PageLinkSection
    title="Shared access"
    text="Let your tax preparer see your books, read only; see who looked and when, and answer their notes."
    to="/sharing"
    label="Manage shared access"
  />
);

function SubscriptionSection() {
  const subscription = useSubscription();
  return (
    <Panel title="Subscription">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Current plan:{' '}
          <strong className="text-slate-900">
            {subscription.data ? planLabel(subscription.data) : subscription.isError ? 'unavailable' : '...'}
          </strong>
        </p>
        <Link to="/subscription" className={buttonClass('secondary')}>
          Manage subscription
        </Link>
      </div>
    </Panel>
  );
}

export const Component = SettingsPage;
