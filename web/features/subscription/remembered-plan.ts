// The dashboard's layout depends on the plan (Pro's Snap a receipt in the heading, free's usage meter above
// the cards), and the plan's answer reaches the page a task after it first draws: drawn without it, the page
// moved its disclaimer and cards when it came. Waiting for it made the page's first draw wait on one more
// answer. This device therefore remembers, for the user it last saw signed in, whether their plan was Pro,
// and the dashboard draws that layout at once; the server's answer then confirms or corrects it. Only the
// layout follows it: what a Pro user may do is decided by the server's answer. Forgotten with the remembered
// user, when nobody is signed in.

import { forgetStored, keepStored, readStored, storedObjectOf } from '../../lib/device-storage';

export const REMEMBERED_PLAN_KEY = 'gigtally.remembered-plan';

/** Whether the user's plan was Pro when this device last saw it; null when it does not know (or it was another user). */
export function parseRememberedPro(text: string | null, userId: string): boolean | null {
  const { userId: rememberedUserId, pro } = storedObjectOf(text) ?? {};
  return rememberedUserId === userId && typeof pro === 'boolean' ? pro : null;
}

// Storage may be unavailable (private mode, blocked): the dashboard then draws as it did before it knew.

export function readRememberedPro(userId: string): boolean | null {
  return parseRememberedPro(readStored(REMEMBERED_PLAN_KEY), userId);
}

export function rememberPro(userId: string, pro: boolean) {
  keepStored(REMEMBERED_PLAN_KEY, { userId, pro });
}

export function forgetRememberedPlan() {
  forgetStored(REMEMBERED_PLAN_KEY);
}
