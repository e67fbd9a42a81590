// /online-aanvraag/stoppen?vanaf=…: "Aanvraag stoppen?" as a page, where the header's control leads
// without JavaScript (with JavaScript it opens the same question in a dialog). The GET changes nothing;
// the form posts to the close route: "Stoppen" resets the request, "Verder invullen" goes back.
import { stopCopy as copy } from "../../copy/online-request/stop.ts";
import { readAppContext } from "../../context.server.ts";
import { StopConfirmForm, stopReturnTarget } from "../../features/online-request/index.ts";
import { useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/stop";

export function loader({ request, context }: Route.LoaderArgs) {
  const slug = readAppContext(context).config.product.slug;
  return { from: stopReturnTarget(new URL(request.url).searchParams.get("vanaf") ?? "", slug) };
}

export default function StopPage({ loaderData }: Route.ComponentProps) {
  const { slug } = useProduct();
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.question}</h1>
      <p>{copy.consequence}</p>
      <StopConfirmForm slug={slug} from={loaderData.from} />
    </div>
  );
}
