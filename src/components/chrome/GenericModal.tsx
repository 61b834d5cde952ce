import { useStore } from '@nanostores/react';
import { $modal, closeModal } from '../../stores/app.ts';
import { $isNew } from '../../stores/subscription.ts';
import Dialog from './Dialog.tsx';

/** One- or two-button confirmation; never shown to a new user, who has nothing to confirm yet. */
export default function GenericModal() {
  const modal = useStore($modal, { ssr: 'initial' });
  const isNew = useStore($isNew, { ssr: 'initial' });
  const hasSafe = Boolean(modal?.buttons.some((b) => b.safe));
  return (
    <Dialog
      open={Boolean(modal) && !isNew}
      onClose={() => {
        if ($modal.get() !== modal) return;
        closeModal();
        modal?.onDismiss?.();
      }}
      labelledBy="modal-title"
      className="modal"
    >
      {modal ? (
        <>
          <h2 id="modal-title">{modal.title}</h2>
          <p>{modal.body}</p>
          {modal.note ? <p>{modal.note}</p> : null}
          <div className="modal-actions">
            {modal.buttons.map((b, i) => (
              <button
                key={b.label}
                type="button"
                data-autofocus={b.safe ? '' : undefined}
                className={(hasSafe ? b.safe : i === 0) ? 'primary' : undefined}
                onClick={() => {
                  // One tap, one answer: a second tap (or Enter and a tap) that reaches the button
                  // before React has taken it away finds this dialog already answered.
                  if ($modal.get() !== modal) return;
                  closeModal();
                  b.action?.();
                }}
              >
                {b.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
