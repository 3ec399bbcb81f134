import { X } from 'lucide';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { IconButton } from './icon-button';

const focusable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'start': a full-height panel at the left edge (the accessibility panel) instead of a centred box. */
  placement?: 'center' | 'start';
}

const placements = {
  center: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl',
  start: 'my-0 mr-auto ml-0 h-dvh max-h-dvh w-full max-w-sm rounded-r-2xl',
};

/**
 * A modal dialog: the native <dialog> opened with showModal(), so the page behind is inert, focus moves into
 * the dialog and stays there, Escape closes it and focus returns to the control that opened it.
 * Render it only while it is open.
 */
export function Modal({ title, onClose, children, placement = 'center' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);

  // A layout effect, so that closing (and handing focus back) happens before React removes the dialog.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    // Focus the first control of the content rather than the close button in the corner.
    element.querySelector<HTMLElement>(`[data-modal-body] :is(${focusable})`)?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // showModal() makes the page behind inert, but Tab past the last control would still leave for the browser's
      // own bar; here it wraps to the first control, and Shift+Tab from the first to the last.
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
          (control) => control.getClientRects().length > 0,
        );
        const first = controls[0];
        const last = controls.at(-1);
        if (!first || !last) return;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === event.currentTarget)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      // A click on the backdrop lands on the dialog element itself; a drag that began inside (selecting text) does
      // not count.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
      className={`${placements[placement]} overflow-y-auto bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <IconButton
            icon={X}
            label="Close"
            onClick={onClose}
            className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          />
        </div>
        <div data-modal-body>{children}</div>
      </div>
    </dialog>
  );
}
