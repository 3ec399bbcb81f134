import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  currencies,
  dateFormats,
  defaultFormatters,
  formattersFor,
  type DisplayPreferences,
  type Formatters,
} from '../../../core/format';
import { defaultPreferences } from '../../../core/preference-defaults';
import type { Preferences } from '../../../core/preferences';
import { apiFetch } from '../../lib/api';
import { useSession } from '../auth/session';

export const preferencesKeys = {
  all: ['preferences'] as const,
  user: (userId: string) => ['preferences', userId] as const,
};

// Preferences change only here (or on another device): no need to ask again on every page.
const PREFERENCES_STALE_MS = 5 * 60 * 1000;

// The server holds the preferences (docs/architecture.md "Data model"); this device remembers the last
// currency and date format it showed, so a signed-in page writes amounts the user's way from its first paint
// instead of flashing dollars until the server answers.
const storageKeys = { currency: 'currency', dateFormat: 'date_format' } as const;

function rememberedDisplay(): DisplayPreferences | undefined {
  try {
    const currency = currencies.find((value) => value === localStorage.getItem(storageKeys.currency));
    const dateFormat = dateFormats.find((value) => value === localStorage.getItem(storageKeys.dateFormat));
    return currency && dateFormat ? { currency, dateFormat } : undefined;
  } catch {
    return undefined;
  }
}

function rememberDisplay({ currency, dateFormat }: DisplayPreferences) {
  try {
    localStorage.setItem(storageKeys.currency, currency);
    localStorage.setItem(storageKeys.dateFormat, dateFormat);
  } catch {
    // Storage may be unavailable (private mode); the server still has them.
  }
}

async function fetchPreferences(signal: AbortSignal): Promise<Preferences> {
  const preferences = await apiFetch<Preferences>('/api/preferences', { signal });
  rememberDisplay(preferences);
  return preferences;
}

/** GET /api/preferences for the signed-in user; nothing is asked while nobody is signed in. */
export function usePreferences() {
  const session = useSession();
  const userId = session.data?.user.id;
  return useQuery({
    queryKey: userId ? preferencesKeys.user(userId) : preferencesKeys.all,
    queryFn: ({ signal }) => fetchPreferences(signal),
    enabled: userId !== undefined,
    staleTime: PREFERENCES_STALE_MS,
  });
}

/** PUT /api/preferences; every screen redraws its money and dates with the saved choice at once. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.data?.user.id;
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      apiFetch<Preferences>('/api/preferences', { method: 'PUT', body: JSON.stringify(preferences) }),
    onSuccess: (saved) => {
      rememberDisplay(saved);
      if (userId) queryClient.setQueryData(preferencesKeys.user(userId), saved);
    },
  });
}

/** The formatters of the signed-in user's display preferences, remembered on this device until the answer comes. */
function useDisplayFormatters(): Formatters {
  const session = useSession();
  const { data } = usePreferences();
  const signedIn = session.data !== null && session.data !== undefined;
  const display = data ?? (signedIn ? rememberedDisplay() : undefined);
  const currency = display?.currency ?? defaultPreferences.currency;
  const dateFormat = display?.dateFormat ?? defaultPreferences.dateFormat;
  return useMemo(
    () =>
      currency === defaultFormatters.currency && dateFormat === defaultFormatters.dateFormat
        ? defaultFormatters
        : formattersFor({ currency, dateFormat }),
    [currency, dateFormat],
  );
}

const FormattersContext = createContext<Formatters>(defaultFormatters);

/**
 * The signed-in pages' formatters, worked out once in their layout. Each screen that writes money used to ask
 * for the preferences itself (a data-cache observer each, 26 of them on the dashboard's first draw) and was
 * drawn again when the answer came even when it changed nothing; now only a change of currency or date format
 * redraws.
 */
export function FormattersProvider({ children }: { children: ReactNode }) {
  return <FormattersContext.Provider value={useDisplayFormatters()}>{children}</FormattersContext.Provider>;
}

/**
 * Money and dates written the signed-in user's way (currency and date format of their preferences); the
 * defaults (USD, MM/DD/YYYY) when signed out. Amounts are the user's own figures: only the symbol changes.
 */
export const useFormatters = (): Formatters => useContext(FormattersContext);

/**
 * The tax screens' formatters. US tax is figured in dollars (brackets, thresholds, the tax itself), so tax
 * figures are written in dollars whatever the display currency; dates still follow the preference.
 */
export function useTaxFormatters(): Formatters {
  const { dateFormat } = useFormatters();
  return useMemo(() => formattersFor({ currency: 'USD', dateFormat }), [dateFormat]);
}
