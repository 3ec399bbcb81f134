import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageTitle } from '../../components/ui/page-title';
import { authClient } from './auth-client';
import { authErrorMessage } from './auth-failure';
import { ResetRequestForm, SignInForm, SignUpForm } from './auth-forms';
import { refreshSession, useSession } from './session';

type Mode = 'signin' | 'signup' | 'reset';

const titles: Record<Mode, string> = { signin: 'Sign In', signup: 'Create Account', reset: 'Reset Password' };

const accountCreated = 'Account created successfully! You can now log in with your credentials.';
const resetSent = 'Password reset email sent! Check your inbox.';

/** The message another page hands over when it sends the user here (e.g. after a password reset). */
function handedOverMessage(state: unknown): string | undefined {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** /login opens on Sign In, /signup (the landing page's 'Get Started') on Create Account. */
export function LoginPage({ initialMode = 'signin' }: { initialMode?: 'signin' | 'signup' }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [success, setSuccess] = useState(handedOverMessage(location.state));
  const [error, setError] = useState<string>();
  // A message handed over by a navigation to this page while it is open (the signed-out shell may have brought
  // the page here first, as after deleting the account) shows as well.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    const handedOver = handedOverMessage(location.state);
    if (handedOver) setSuccess(handedOver);
  }

  if (session.data) return <Navigate to="/dashboard" replace />;

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(undefined);
    setSuccess(undefined);
  };

  // better-auth answers failures as values, but a dropped connection throws: both become SPEC messages.
  const attempt = async (
    call: () => Promise<{ error: { status: number; code?: string | undefined } | null }>,
  ) => {
    setError(undefined);
    setSuccess(undefined);
    try {
      const { error: failure } = await call();
      if (failure) setError(authErrorMessage(failure));
      return !failure;
    } catch {
      setError(authErrorMessage({ status: 0 }));
      return false;
    }
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
              if (await attempt(() => authClient.signIn.email(input))) {
                // The shell lets in whom the session store knows: it learns of the sign-in before going there.
                await refreshSession();
                await navigate('/dashboard', { replace: true });
              }
            }}
          />
        )}
        {mode === 'signup' && (
          <SignUpForm
            defaultEmail={email}
            onSubmit={async (input) => {
              if (await attempt(() => authClient.signUp.email(input))) {
                setEmail(input.email);
                setMode('signin');
                setSuccess(accountCreated);
              }
            }}
          />
        )}
        {mode === 'reset' && (
          <ResetRequestForm
            defaultEmail={email}
            onSubmit={async (input) => {
              if (
                await attempt(() =>
                  authClient.requestPasswordReset({ email: input.email, redirectTo: '/reset-password' }),
                )
              ) {
                setSuccess(resetSent);
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
  const mode = useLocation().pathname.startsWith('/signup') ? 'signup' : 'signin';
  return <LoginPage key={mode} initialMode={mode} />;
}
