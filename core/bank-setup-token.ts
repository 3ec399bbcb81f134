import { z } from 'zod';

// The SimpleFIN setup-token field, apart from core/bank.ts so that the browser's form can check it without
// loading connectBankSchema: every zod class any page uses joins the 'forms' chunk of every signed-in first load
// (vite.config.ts), and the discriminated union's would put /dashboard over its JS budget.

export const setupTokenMessages = {
  required: 'Paste the setup token from your SimpleFIN Bridge account.',
  invalid:
    'This is not a SimpleFIN setup token. Copy the whole token from SimpleFIN Bridge and paste it again.',
} as const;

export const setupTokenSchema = z
  .string({ error: setupTokenMessages.required })
  .trim()
  .min(1, setupTokenMessages.required)
  .max(4_000, setupTokenMessages.invalid);
