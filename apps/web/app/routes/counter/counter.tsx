// /balie (issue 20): the counter. Step by step in the URL: the organiser (skipped when there is one), the
// activity (or none), then the working screen that identifies holders and saves their points. A signed-in
// account that is no counter staff gets a 403 page; the api decides (GET /v4/permissions).
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { counterCopy as copy } from "../../copy/counter.ts";
import {
  ActivityChoice,
  COUNTER_QUERY,
  CounterScreen,
  NotStaffNotice,
  OrganiserChoice,
  WITHOUT_ACTIVITY,
} from "../../features/counter/index.ts";
import { counterAction, counterHeaders, loadCounter } from "../../features/counter/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/counter";
// The camera of the holder side's scan page (features/checkins Scanner) keeps its look here.
import "../checkins/checkins.css";

export const loader = (args: Route.LoaderArgs) => loadCounter(args);
export const action = (args: Route.ActionArgs) => counterAction(args);
export const headers = () => counterHeaders();

/** After a check-in or an undo the choices have not changed: no second call for them. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function Counter({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const page = loaderData;
  const at = (query: Record<string, string>) => to("counter", { query });
  switch (page.step) {
    case "not-staff":
      return <NotStaffNotice />;
    case "organiser":
      return (
        <div className="container section counter-page">
          <OrganiserChoice organisers={page.organisers} hrefFor={(id) => at({ [COUNTER_QUERY.organiser]: id })} />
        </div>
      );
    case "activity": {
      const organiser = page.organiser.id;
      return (
        <div className="container section counter-page">
          <ActivityChoice
            organiser={page.organiser}
            otherOrganiserHref={page.manyOrganisers ? at({ [COUNTER_QUERY.choose]: "organisatie" }) : null}
            activities={page.activities}
            unknownActivity={page.unknownActivity}
            hrefFor={(id) => at({ [COUNTER_QUERY.organiser]: organiser, [COUNTER_QUERY.activity]: id })}
            withoutHref={at({ [COUNTER_QUERY.organiser]: organiser, [COUNTER_QUERY.activity]: WITHOUT_ACTIVITY })}
          />
        </div>
      );
    }
    case "identify":
      return (
        <div className="container section counter-page">
          <h1 className="visually-hidden">
            {copy.title} – {page.organiser.name}
          </h1>
          <CounterScreen
            organiser={page.organiser}
            activity={page.activity}
            result={actionData}
            otherActivityHref={at({ [COUNTER_QUERY.organiser]: page.organiser.id })}
            otherOrganiserHref={page.manyOrganisers ? at({ [COUNTER_QUERY.choose]: "organisatie" }) : null}
          />
        </div>
      );
  }
}
