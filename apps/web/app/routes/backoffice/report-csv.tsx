// GET /organisatie/:organisatie/rapporten/csv?rapport=&van=&tot= (backoffice-report-csv): the report as CSV for
// Excel, the api's file fetched with the session's token (the token never reaches the browser).
import { reportCsv } from "../../features/backoffice/index.server.ts";
import type { Route } from "./+types/report-csv";

export const loader = (args: Route.LoaderArgs) => reportCsv(args);
