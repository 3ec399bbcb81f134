// What /login and /signup say after an account call; e2e/auth.spec.ts asserts each word for word.
export const loginTexts = {
  resetSent: 'Password reset email sent! Check your inbox.',
  /**
   * After a sign-up whose own credentials do not sign in: the address already had an account with another password
   * (its owner has been mailed). Said without claiming either way, as the sign-up's answer is.
   */
  signUpNotSignedIn:
    'Check your email. If this address already has a GigTally account, sign in with its password, or choose "Forgot password?" to set a new one.',
} as const;
