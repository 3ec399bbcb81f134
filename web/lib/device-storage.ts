// What this device keeps for itself in localStorage, as JSON (the remembered user, the remembered plan). Storage may
// be unavailable (private mode, blocked): then nothing is kept, nothing is read, and no error reaches the page.

/** A stored text's JSON object, or null when there is none or the text is not one (edited by hand, an old format). */
export function storedObjectOf(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key`, writing only when it changed. */
export function keepStored(key: string, value: object) {
  try {
    const text = JSON.stringify(value);
    if (localStorage.getItem(key) !== text) localStorage.setItem(key, text);
  } catch {
    // Nothing kept.
  }
}

export function forgetStored(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
