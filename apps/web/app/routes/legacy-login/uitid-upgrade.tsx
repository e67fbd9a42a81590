// /uitid-upgrade (uitid-upgrade): an account of the legacy card + pin login moves to the identity
// provider: card number, pin and birth date give a registration token (POST /api/user/authenticate),
// then step 2 chooses the e-mail. After 1 September 2022 the api refuses with a clear Dutch message.
import { Form, Link } from "react-router";
import { upgradeCopy as copy } from "../../copy/legacy-login.ts";
import { DateField } from "../../ui/date-field.tsx";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import type { FormResult } from "../../server/form-errors.ts";
import { submitUpgrade } from "../../features/legacy-login/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/uitid-upgrade";
import "../../styles/login-pages.css";

export function action(args: Route.ActionArgs) {
  return submitUpgrade(args);
}

const ids = { cardNumber: "kaartnummer", pin: "pincode", birthDate: "geboortedatum" };

export default function UitidUpgrade({ actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const result = actionData as FormResult | undefined;
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p>{copy.intro(name)}</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      <Form method="post" className="auth-form" noValidate>
        <TextField
          id={ids.cardNumber}
          name="cardNumber"
          label={copy.cardNumber}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={result?.values.cardNumber}
          error={errorFor(result?.errors, "cardNumber")}
        />
        <TextField
          id={ids.pin}
          name="pin"
          type="password"
          label={copy.pin}
          hint={copy.pinHint}
          inputMode="numeric"
          autoComplete="off"
          error={errorFor(result?.errors, "pin")}
        />
        <DateField
          id={ids.birthDate}
          name="birthDate"
          label={copy.birthDate}
          autoComplete="bday"
          defaultValue={result?.values.birthDate}
          error={errorFor(result?.errors, "birthDate")}
        />
        <button type="submit" className="button button--primary">
          {copy.submit}
        </button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to={to("register-uitid-step1")}>{copy.register(name)}</Link>
        </li>
      </ul>
    </div>
  );
}
