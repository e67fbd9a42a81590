// /registreer (route register): the legacy register path, now card registration step 1.
import { redirect } from "react-router";

export function loader() {
  return redirect("/uitid-registreren-stap1");
}
