import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';

// With the open dialog rather than in every page's inlined styles: pages' HTML has a budget
// (the surah page's is tight, tests/platform/budget.spec.ts), and a dialog opens only after a tap.
// The CSP allows <style>.
const DialogStyle = lazy(() => import('./DialogStyle.tsx'));

interface Props {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * Opens the dialog once its content is in place (its styles come in a chunk of their own, which
 * holds the content back on the first open): showModal() then moves focus to the first control.
 */
function ShowModal({
  dialogRef,
  returnToRef,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  returnToRef: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    returnToRef.current = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // showModal() focuses the first button; a dialog may name a safer one (React's autoFocus
    // focuses before showModal() runs, which then moves focus again).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [dialogRef, returnToRef]);
  return null;
}

/**
 * A real modal dialog: showModal() moves focus in, makes the page behind inert and turns
 * Escape into a cancel event; focus goes back where it was when the dialog closes.
 */
export default function Dialog({ open, onClose, labelledBy, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open && dialog?.open) {
      dialog.close();
      if (returnTo.current?.isConnected) returnTo.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <Suspense>
          <DialogStyle />
          <ShowModal dialogRef={ref} returnToRef={returnTo} />
          {children}
        </Suspense>
      ) : null}
    </dialog>
  );
}
