import { useCallback, useState } from 'react';
import { dashboardPeriods, type DashboardPeriod } from '../../../core/periods';

// The dashboard's Week / Month / Quarter / All Time choice is a local preference of this device, kept like
// the others (date_format, currency) in localStorage under a snake_case key.
export const dashboardPeriodStorageKey = 'dashboard_period';
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'month';

/** The stored choice, or Month when there is none or it is not one of the four (an old or hand-edited value). */
export function parseDashboardPeriod(stored: string | null): DashboardPeriod {
  return dashboardPeriods.find((period) => period === stored) ?? DEFAULT_DASHBOARD_PERIOD;
}

function readPeriod(): DashboardPeriod {
  try {
    return parseDashboardPeriod(localStorage.getItem(dashboardPeriodStorageKey));
  } catch {
    return DEFAULT_DASHBOARD_PERIOD;
  }
}

function writePeriod(period: DashboardPeriod) {
  try {
    localStorage.setItem(dashboardPeriodStorageKey, period);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts until the page is left.
  }
}

/** The dashboard's period, remembered on this device across reloads and visits. */
export function useRememberedPeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [period, setPeriod] = useState(readPeriod);
  const choose = useCallback((next: DashboardPeriod) => {
    writePeriod(next);
    setPeriod(next);
  }, []);
  return [period, choose];
}
