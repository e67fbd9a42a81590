// Stopping the online request (issue 22): the header's control asks first. Where JavaScript runs it opens
// a dialog (a native modal <dialog>: the focus moves into it, Escape is "Verder invullen", the focus goes
// back to the control); without, it is a link to the confirmation page /online-aanvraag/stoppen. Both
// post the same form to the close route, which resets the request (cross-site POSTs refused there).
import { useRef, type Ref } from "react";
import { useLocation } from "react-router";
import { stopCopy as copy } from "../../copy/online-request/stop.ts";
import { pathTo } from "../../route-table.ts";
import { useHydrated } from "../../ui/hydrated.tsx";

/**
 * The question's two choices as a form. `onContinue` (the dialog) makes "Verder invullen" close the dialog;
 * without it (the page) "Verder invullen" is a submit that goes back to `from`.
 */
export function StopConfirmForm({
  slug,
  from,
  onContinue,
  continueRef,
}: {
  slug: string;
  from: string;
  onContinue?: () => void;
  continueRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <form method="post" action={pathTo("online-request-close", slug)} className="stop-confirm">
      <input type="hidden" name="vanaf" value={from} />
      <button type="submit" name="keuze" value="stoppen" className="button button--danger stop-confirm__stop">
        {copy.stop}
      </button>
      {onContinue ? (
        <button type="button" className="button button--primary" onClick={onContinue} ref={continueRef}>
          {copy.continue}
        </button>
      ) : (
        <button type="submit" name="keuze" value="verder" className="button button--primary">
          {copy.continue}
        </button>
      )}
    </form>
  );
}

function ControlLabel({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="close-button__icon">
        ×
      </span>
      <span className="close-button__label">{label}</span>
    </>
  );
}

/** The focus layout's control: "Aanvraag stoppen" with its question, or "Klaar" on the install step. */
export function StopControl({ slug, done }: { slug: string; done: boolean }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const keepGoing = useRef<HTMLButtonElement>(null);

  if (done) {
    // The request is complete: closing wipes nothing a visitor typed, so it needs no question.
    return (
      <form method="post" action={pathTo("online-request-close", slug)} className="focus-header__close">
        <input type="hidden" name="vanaf" value={pathname} />
        <button type="submit" name="keuze" value="stoppen" className="close-button">
          <ControlLabel label={copy.done} />
        </button>
      </form>
    );
  }
  if (!hydrated) {
    return (
      <a href={`${pathTo("online-request-stop", slug)}?vanaf=${encodeURIComponent(pathname)}`} className="close-button focus-header__close">
        <ControlLabel label={copy.control} />
      </a>
    );
  }
  const open = () => {
    dialog.current?.showModal();
    keepGoing.current?.focus();
  };
  return (
    <div className="focus-header__close">
      <button type="button" className="close-button" aria-haspopup="dialog" onClick={open} ref={trigger}>
        <ControlLabel label={copy.control} />
      </button>
      <dialog
        ref={dialog}
        className="stop-dialog"
        aria-labelledby="stop-dialog-title"
        aria-describedby="stop-dialog-text"
        onClose={() => trigger.current?.focus()}
      >
        <h2 id="stop-dialog-title" className="heading heading--2 stop-dialog__title">
          {copy.question}
        </h2>
        <p id="stop-dialog-text">{copy.consequence}</p>
        <StopConfirmForm slug={slug} from={pathname} onContinue={() => dialog.current?.close()} continueRef={keepGoing} />
      </dialog>
    </div>
  );
}
