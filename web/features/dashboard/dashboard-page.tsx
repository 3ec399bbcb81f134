import { PageTitle } from '../../components/ui/page-title';
import { useSession } from '../auth/auth-client';

/** SPEC: the greeting uses the part of the email before the @. */
export function greetingName(email: string): string {
  return email.split('@')[0] ?? email;
}

export function DashboardPage() {
  const session = useSession();
  const email = session.data?.user.email;
  if (!email) return <p>Please sign in to view your dashboard.</p>;
  return (
    <div>
      <PageTitle title="Dashboard">Dashboard</PageTitle>
      <p className="mt-1 text-slate-700">Welcome back, {greetingName(email)}!</p>
    </div>
  );
}

export const Component = DashboardPage;
