import { data } from "react-router";
import { NotFoundContent } from "../../layouts/error-content.tsx";

// Catch-all (`*`): every unmatched URL answers 404. Pages whose validity check fails throw the same
// `data(null, { status: 404 })` and get this content from the nearest layout's ErrorBoundary.
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
