// /online-aanvraag/betaling: back from the payment provider. The status is asked at the provider now and
// the visitor goes on (paid: step 7; not paid: step 6 with the message). In another browser than the one
// of the request there is no draft: the confirmation mail follows.
import { paymentReturnCopy as copy } from "../../copy/online-request/payment-return.ts";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo } from "../../layouts/shell-data.ts";
import { paymentReturnLoader } from "../../features/online-request/index.server.ts";
import type { Route } from "./+types/payment-return";

export function loader(args: Route.LoaderArgs) {
  return paymentReturnLoader(args);
}

export default function PaymentReturn() {
  const to = usePathTo();
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p>{copy.text}</p>
      <p>
        <Link to={to("online-request-status")}>{copy.status}</Link>
      </p>
    </div>
  );
}
