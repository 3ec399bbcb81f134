import type { ReactNode } from 'react';

const tones = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
};

/** A message in the page flow; errors are announced at once, the rest politely. */
export function Alert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm break-words ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
