// A technical error in a part of a page: the message in words (role alert) and, when the part can be
// loaded again, the button "Opnieuw proberen" (a plain link to the same page: it works without JavaScript).
import { Link } from "react-router";

export function ErrorNotice({
  message,
  retryTo,
  testId = "technische-fout",
}: {
  message: string;
  retryTo?: string | undefined;
  testId?: string;
}) {
  return (
    <div className="notice notice--danger" role="alert" data-testid={testId}>
      <p>{message}</p>
      {retryTo !== undefined ? (
        <p className="notice__action">
          <Link className="button button--secondary" to={retryTo} preventScrollReset>
            Opnieuw proberen
          </Link>
        </p>
      ) : null}
    </div>
  );
}
