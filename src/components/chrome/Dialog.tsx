import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';

// With the open dialog rather than in every page's inlined styles: pages' HTML has a budget
// (the surah page's 60 KB), and a dialog opens only after a tap. The CSP allows <style>.
const DialogStyle = lazy(() => import('../../styles/DialogStyle.tsx'));

interface Props {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
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
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
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
          {children}
        </Suspense>
      ) : null}
    </dialog>
  );
}
