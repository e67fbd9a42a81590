// /uitid-upgrade (uitid-upgrade): an account of the legacy card + pin login moves to the identity
// provider: card number, pin and birth date give a registration token (POST /api/user/authenticate),
// then step 2 chooses the e-mail. After 1 September 2022 the api refuses with a clear Dutch message.
import { Form, Link } from "react-router";
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
      <h1 className="heading heading--1">Account upgraden</h1>
      <p>
        Meldde je vroeger aan met je kaartnummer en pincode? Zet je account dan over naar aanmelden met e-mailadres en wachtwoord. Aanmelden
        met kaartnummer en pincode kan niet meer sinds 1 september 2022: registreer dan je {name} opnieuw met je pasnummer en geboortedatum.
      </p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={ids} />
      <Form method="post" className="auth-form" noValidate>
        <TextField
          id={ids.cardNumber}
          name="cardNumber"
          label="Pasnummer"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={result?.values.cardNumber}
          error={errorFor(result?.errors, "cardNumber")}
        />
        <TextField
          id={ids.pin}
          name="pin"
          type="password"
          label="Pincode"
          hint="4 cijfers."
          inputMode="numeric"
          autoComplete="off"
          error={errorFor(result?.errors, "pin")}
        />
        <TextField
          id={ids.birthDate}
          name="birthDate"
          label="Geboortedatum"
          hint="Schrijf als dd/mm/jjjj."
          inputMode="numeric"
          autoComplete="bday"
          defaultValue={result?.values.birthDate}
          error={errorFor(result?.errors, "birthDate")}
        />
        <button type="submit" className="button button--primary">
          Account overzetten
        </button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to={to("register-uitid-step1")}>Registreer je {name} met pasnummer en geboortedatum</Link>
        </li>
      </ul>
    </div>
  );
}
