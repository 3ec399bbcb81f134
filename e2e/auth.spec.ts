import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { TaxSetupPage } from './pages/tax-setup-page';
import { loginTexts } from '../web/features/auth/login-texts';
import { createAccount, expectNoAxeViolations, PASSWORD, uniqueEmail, waitForOutboxMail } from './support';

test('a new user signs up, is asked the tax set-up once, skips to the dashboard, stays signed in after a reload and signs out', async ({
  page,
}) => {
  const login = new LoginPage(page);
  const email = uniqueEmail('newcomer');
  await login.open();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  // One form: no Sign In asking for the password again, and the greeting names the person as they gave it.
  await login.signUp('Nia Newcomer', email, PASSWORD);
  // Signed in, the new account is first asked its filing status, state and wages (e2e/tax-setup.spec.ts).
  await new TaxSetupPage(page).skip();
  await expect(page.getByText('Welcome back, Nia Newcomer!')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('sign-up asks for a name, a valid email and a long enough password', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await login.password().fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email address. Please check and try again.')).toBeVisible();
  await expect(
    page.getByText('Password is too weak. Please use a stronger password (at least 8 characters).'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveCount(0);
});

test('a taken email is never said to be in use, gets no session, and its owner is told by mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('taken');
  await createAccount(request, email);
  const login = new LoginPage(page);
  await login.open();

  await login.signUp('Someone Else', email, 'another-password-1');
  await expect(login.status()).toHaveText(loginTexts.signUpNotSignedIn);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(login.alert()).toHaveCount(0);
  const notice = await waitForOutboxMail(email);
  expect(notice.subject).toBe('You already have a GigTally account');

  await login.signIn(email, 'another-password-1');
  await expect(login.alert()).toHaveText('The provided credentials are invalid. Please try again.');
});

test('a wrong password and an unknown email read the same', async ({ page, request }) => {
  const email = uniqueEmail('careful');
  await createAccount(request, email);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, 'not-the-password');
  await expect(login.alert()).toHaveText('The provided credentials are invalid. Please try again.');
  await login.signIn(uniqueEmail('nobody'), PASSWORD);
  await expect(login.alert()).toHaveText('The provided credentials are invalid. Please try again.');
  await expect(page).toHaveURL('/login');
});

test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await createAccount(request, email);
  const login = new LoginPage(page);
  await login.open();

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(login.status()).toHaveText('Password reset email sent! Check your inbox.');

  const mail = await waitForOutboxMail(email);
  expect(mail.subject).toBe('Reset your GigTally password');
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-7');
  await page.getByLabel('Confirm new password').fill('brand-new-secret-8');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-secret-7');
  await page.getByRole('button', { name: 'Save New Password' }).click();

  await expect(page).toHaveURL('/login');
  await expect(login.status()).toHaveText(
    'Your password has been reset. You can now log in with your new password.',
  );
  // The message is handed over once (session storage, which /login's own entry reads too): a reload of
  // /login, which loads that entry, does not bring it back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(login.status()).toHaveCount(0);
  await login.signIn(email, PASSWORD);
  await expect(login.alert()).toHaveText('The provided credentials are invalid. Please try again.');
  await login.signIn(email, 'brand-new-secret-7');
  await expect(page).toHaveURL('/dashboard');

  // The link works once.
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL('/login');
  await page.goto(link!);
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
});

test('Back to login leaves the reset view', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('/login opens on Sign In with no Login link to itself; /signup opens on Create Account', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await expect(page.getByText('Welcome back to GigTally.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await expect(page.getByText('Start tracking your gig income, expenses and taxes.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
});

// /login and /signup are their own page (web/login.tsx); the server sends a signed-in visitor on.
test('a signed-in visitor of /login or /signup is sent to the dashboard', async ({ page }) => {
  const email = uniqueEmail('returning');
  await createAccount(page.request, email);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }
});

test('a wrong field is named and focused, and checked again as it is corrected', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.email().fill('someone@example');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address. Please check and try again.')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(login.email()).toBeFocused();
  await expect(login.email()).toHaveAttribute('aria-invalid', 'true');

  await login.email().fill('someone@example.com');
  await expect(page.getByText('Invalid email address. Please check and try again.')).toHaveCount(0);
  await expect(login.email()).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('axe-core finds no violations on /login in each mode, with an error shown, on a phone and a laptop', async ({
  page,
}) => {
  const shots = process.env.SHOTS_DIR;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1366, height: 768 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expectNoAxeViolations(page, `/login on a ${size}`);
    if (shots) await page.screenshot({ path: `${shots}/login-${size}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page, `/login with errors on a ${size}`);
    if (shots) await page.screenshot({ path: `${shots}/login-error-${size}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
    await expectNoAxeViolations(page, `reset mode on a ${size}`);
    if (shots) await page.screenshot({ path: `${shots}/login-reset-${size}.png`, fullPage: true });

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
    await expectNoAxeViolations(page, `/signup on a ${size}`);
    if (shots) await page.screenshot({ path: `${shots}/signup-${size}.png`, fullPage: true });
  }
});
