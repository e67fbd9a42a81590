import { ErrorContent } from "../../ui/error-content.tsx";

/** /error: where unnamed routes and unrecoverable flows send the visitor. */
export default function ErrorPage() {
  return (
    <div className="container section">
      <ErrorContent />
    </div>
  );
}
