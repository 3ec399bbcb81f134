// The answer to the cookie banner, kept on this device. Live chat and error reporting are
// non-essential: they start only after 'Accept All' (stored 'true'); 'Decline Non-Essential' stores 'false'.
export const consentStorageKeys = { consent: 'cookie_consent', date: 'cookie_consent_date' } as const;

/** Fired on window when the user answers the banner; `detail` is whether non-essential cookies were accepted. */
export const CONSENT_EVENT = 'gigtally:cookie-consent';

/** The stored answer: true (Accept All), false (Decline Non-Essential) or null (not answered yet). */
export function readConsent(): boolean | null {
  try {
    const value = localStorage.getItem(consentStorageKeys.consent);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

/** Whether non-essential services (chat, error reporting) may start. */
export const hasConsent = (): boolean => readConsent() === true;

/** Stores the answer with its ISO timestamp and tells whoever waits for it. */
export function storeConsent(accepted: boolean, now = new Date()) {
  try {
    localStorage.setItem(consentStorageKeys.consent, String(accepted));
    localStorage.setItem(consentStorageKeys.date, now.toISOString());
  } catch {
    // Storage may be unavailable (private mode): the answer holds for this visit only.
  }
  window.dispatchEvent(new CustomEvent<boolean>(CONSENT_EVENT, { detail: accepted }));
}

/** Calls `listener` whenever the user answers the banner (this tab or another); answers the unsubscribe. */
export function onConsentChange(listener: (accepted: boolean) => void): () => void {
  const onAnswer = (event: Event) => listener((event as CustomEvent<boolean>).detail);
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKeys.consent) listener(event.newValue === 'true');
  };
  window.addEventListener(CONSENT_EVENT, onAnswer);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onAnswer);
    window.removeEventListener('storage', onStorage);
  };
}
