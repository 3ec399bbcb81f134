/**
 * The dashboard's 'Welcome back, …!': the name the person gave at sign-up (or later in Settings), and the part of
 * the email before the @ only for an account without one.
 */
export function greetingName(user: { name: string; email: string }): string {
  const name = user.name.trim();
  if (name !== '') return name;
  return user.email.split('@')[0] ?? user.email;
}

export const dashboardGreeting = (user: { name: string; email: string }) =>
  `Welcome back, ${greetingName(user)}!`;
