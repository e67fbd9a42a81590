// GET /organisatie/:organisatie/rapporten/aanvragen/:aanvraag/csv (backoffice-report-request-csv): a requested
// report's CSV once it is ready, fetched with the session's token.
import { reportRequestCsv } from "../../features/backoffice/index.server.ts";
import type { Route } from "./+types/report-request-csv";

export const loader = (args: Route.LoaderArgs) => reportRequestCsv(args);
