import { lazy, Suspense, type ComponentProps } from 'react';
import type * as Dialog from './confirm-dialog';

// The confirm dialog (and the modal under it) arrives when one is first opened, so a page that only offers it,
// like the dashboard's recent transactions, loads without its code and stays within its JS budget
// (docs/architecture.md "Quality bars").
const LazyDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export function ConfirmDialog(props: ComponentProps<typeof Dialog.ConfirmDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
