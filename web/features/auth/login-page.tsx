import { useEffect, useRef, useState } from 'react';
import type { TaxSetup } from '../../../core/tax/tax-setup';
import { Alert } from '../../components/ui/alert';
import { PageTitle } from '../../components/ui/page-title';
import { useNavigation } from '../../lib/navigation';
import { authErrorMessage } from './auth-failure';
import { ResetRequestForm, SignInForm, SignUpForm } from './auth-forms';
import { forgetLoginMessage, loginMessage } from './login-message';
import { loginTexts } from './login-texts';
import { refreshSession, useSession } from './session';
import { isReturnPath } from '../../../core/sharing/sharing-rules';

type Mode = 'signin' | 'signup' | 'reset';

/** How better-auth's client reports a failed call. */
interface AuthCallFailure {
  status: number;
  code?: string | undefined;
}

const titles: Record<Mode, string> = { signin: 'Sign In', signup: 'Create Account', reset: 'Reset Password' };

/**
 * Where a sign-up lands: the set-up screen while the account has its questions to answer (GET /api/tax/setup: a new
 * account has; one whose owner typed its own password into the sign-up form may not), else the dashboard. A plain
 * fetch, so /login's bundle stays small; a failed read goes to the dashboard, where nothing is lost.
 */
async function pathAfterSignUp(): Promise<string> {
  try {
    const response = await fetch('/api/tax/setup', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const setup = response.ok ? ((await response.json()) as Partial<TaxSetup>) : null;
    return setup?.pending === true ? '/setup' : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

/** The page to return to after signing in, from `?next=`: only an invitation's link (isReturnPath). */
function returnPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next !== null && isReturnPath(next) ? next : null;
}

/**
 * better-auth's client, fetched when an account call is made: /login's first load does not carry it, so that
 * it stays within its 60 KB of gzipped JS (docs/architecture.md, "Quality bars").
 */
const loadAuthClient = async () => (await import('./auth-client')).authClient;

/**
 * /login opens on Sign In, /signup (the landing page's 'Get Started') on Create Account. It moves on through the
 * page's Navigation, not the router: the app's router draws it after a navigation inside the app, and /login's own
 * entry (web/login.tsx, which keeps its first load small) draws it on a page load.
 */
export function LoginPage({ initialMode = 'signin' }: { initialMode?: 'signin' | 'signup' }) {
  const session = useSession();
  const { navigate } = useNavigation();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [success, setSuccess] = useState(loginMessage);
  const [error, setError] = useState<string>();

  // Shown once: a reload does not bring it back.
  useEffect(forgetLoginMessage, []);
  // The server sends a signed-in visitor of /login to the dashboard; this covers a session the page learns of later.
  const signedIn = session.data !== null;
  // Where this page's own sign-in goes: decided before the session store learns of it, as that moves on too. An
  // invitation's link opened signed out comes back here with ?next= and returns to it.
  const returnTo = returnPathOf(window.location.search);
  const destination = useRef(returnTo ?? '/dashboard');
  useEffect(() => {
    if (signedIn) navigate(destination.current, { replace: true });
  }, [signedIn, navigate]);
  if (signedIn) return null;

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(undefined);
    setSuccess(undefined);
  };

  // better-auth answers failures as values, but a dropped connection throws (status 0): the call's failure, or null.
  const call = async (request: () => Promise<{ error: AuthCallFailure | null }>) => {
    try {
      return (await request()).error ?? null;
    } catch {
      return { status: 0 };
    }
  };
  // A call whose failure is shown in the auth screens' own words; answers whether it worked.
  const attempt = async (request: () => Promise<{ error: AuthCallFailure | null }>) => {
    setError(undefined);
    setSuccess(undefined);
    const failure = await call(request);
    if (failure) setError(authErrorMessage(failure));
    return !failure;
  };

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <PageTitle title={titles[mode]}>{titles[mode]}</PageTitle>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          {mode === 'signup'
            ? 'Start tracking your gig income, expenses and taxes.'
            : mode === 'reset'
              ? 'Enter your email and we will send you a link to choose a new password.'
              : 'Welcome back to GigTally.'}
        </p>
        <div className="mb-4 space-y-2" aria-live="polite">
          {success && <Alert tone="success">{success}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
        </div>

        {mode === 'signin' && (
          <SignInForm
            key={`signin-${email}`}
            defaultEmail={email}
            onSubmit={async (input) => {
              if (await attempt(async () => (await loadAuthClient()).signIn.email(input))) {
                // The shell lets in whom the session store knows: it learns of the sign-in before going there.
                await refreshSession();
                navigate(destination.current, { replace: true });
              }
            }}
          />
        )}
        {mode === 'signup' && (
          <SignUpForm
            defaultEmail={email}
            onSubmit={async (input) => {
              if (!(await attempt(async () => (await loadAuthClient()).signUp.email(input)))) return;
              // The sign-up's answer is the same whether the address was free or already had an account (its
              // owner is mailed instead), so it tells nobody which. The person is then signed in with what they
              // just typed, as the Sign In form would: that opens the account just made (or the owner's own, if
              // it was their password) and nothing else (docs/architecture.md, "Sign-up").
              const failure = await call(async () =>
                (await loadAuthClient()).signIn.email({ email: input.email, password: input.password }),
              );
              if (!failure) {
                destination.current = returnTo ?? (await pathAfterSignUp());
                await refreshSession();
                navigate(destination.current, { replace: true });
                return;
              }
              setEmail(input.email);
              setMode('signin');
              // Not signed in by its own credentials: the address is someone's, with another password. Another
              // failure (no connection, too many attempts) says what it is.
              if (failure.status === 401) setSuccess(loginTexts.signUpNotSignedIn);
              else setError(authErrorMessage(failure));
            }}
          />
        )}
        {mode === 'reset' && (
          <ResetRequestForm
            defaultEmail={email}
            onSubmit={async (input) => {
              if (
                await attempt(async () =>
                  (await loadAuthClient()).requestPasswordReset({
                    email: input.email,
                    redirectTo: '/reset-password',
                  }),
                )
              ) {
                setSuccess(loginTexts.resetSent);
              }
            }}
          />
        )}

        <div className="mt-6 flex flex-col items-center gap-2 text-sm">
          {mode === 'signin' && (
            <>
              <LinkButton onClick={() => switchTo('reset')}>Forgot password?</LinkButton>
              <LinkButton onClick={() => switchTo('signup')}>Need an account? Sign up</LinkButton>
            </>
          )}
          {mode === 'signup' && (
            <LinkButton onClick={() => switchTo('signin')}>Already have an account? Sign in</LinkButton>
          )}
          {mode === 'reset' && <LinkButton onClick={() => switchTo('signin')}>Back to login</LinkButton>}
        </div>
      </div>
    </div>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
    </button>
  );
}

/** The route's page: /signup opens on Create Account, /login on Sign In; each starts afresh when switched to. */
export function Component() {
  const mode = useNavigation().pathname.toLowerCase().startsWith('/signup') ? 'signup' : 'signin';
  return <LoginPage key={mode} initialMode={mode} />;
}
