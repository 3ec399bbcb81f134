// The mileage screens' own texts; the validation messages are core/trips.ts's.
export const tripToasts = {
  logged: 'Trip logged.',
  updated: 'Trip updated.',
  deleted: 'Trip deleted.',
  downloaded: 'Your mileage log has downloaded.',
} as const;

/** Under the form that logs trips: says what the form keeps after a trip is logged (trip-form.tsx). */
export const afterLoggingHint = 'After you log a trip the form clears; the date stays for your next trip.';

export const emptyYearText = (year: number) =>
  `No trips logged in ${year} yet. Log a business trip above and its deduction appears here.`;

export const distanceModes = [
  { value: 'miles', label: 'Miles' },
  { value: 'odometer', label: 'Odometer' },
] as const;
export type DistanceMode = (typeof distanceModes)[number]['value'];
