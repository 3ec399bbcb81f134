import { Download } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';

// The dialog's code arrives when it is first opened, so the pages with the button load without it.
const ExportDialog = lazy(() =>
  import('./export-dialog').then((module) => ({ default: module.ExportDialog })),
);

/** An 'Export' button that opens the Export dialog (dashboard header, reports overview, Settings). */
export function ExportButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <Icon icon={Download} className="h-4 w-4" />
        Export
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
