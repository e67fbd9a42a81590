// Pages of a result list as plain links (they work without JavaScript; with it the router loads the next
// page in place). "Pagina 2 van 7", with the previous and next page.
import { Link } from "react-router";

export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Paginering",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--secondary pagination__link" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Vorige
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status">
        Pagina {page} van {pageCount}
      </p>
      {page < pageCount ? (
        <Link className="button button--secondary pagination__link" to={hrefFor(page + 1)} rel="next">
          Volgende <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  );
}
