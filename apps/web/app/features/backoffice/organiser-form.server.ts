// Adding an organiser (/organisatie/nieuw, decision 0067) and changing its details (/organisatie/:organisatie/gegevens):
// for staff of a region (GET /v4/staff-regions names their regions, also one without organisers yet). The form offers
// the region's municipalities (from the same answer); its strings become POST /v4/organizers (or PUT
// /v4/organizers/{organizerId}) and the api checks them: its Dutch messages per field come back in the error summary
// with what was typed. After adding, on to the new organiser's staff page, to invite its first ADMIN; after a
// change, back to the organiser's home, which says it was saved.
import { data, redirect } from "react-router";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import {
  createOrganiser,
  getManagedOrganiser,
  organiserFieldMessages,
  updateOrganiser,
  type OrganiserRequest,
} from "@vtp/contracts/organiser-management";
import type { Regions } from "@vtp/contracts/organisers";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { formValues, placeFieldErrors, type FieldError } from "../../server/form-errors.ts";
import { loadStaffOrganisers } from "../counter/index.server.ts";
import { BACKOFFICE_ACCESS, loadRegionsOfStaff, loadStaffRegions, notStaff } from "./backoffice.server.ts";
import { ORGANISER_FIELDS, organiserFormValues, type FormRegion, type OrganiserFormValues } from "./organiser-view.ts";

export type OrganiserFormPage =
  { kind: "not-staff" } | { kind: "no-region" } | { kind: "ok"; regions: FormRegion[]; values: OrganiserFormValues };
export type OrganiserEditPage =
  | { kind: "not-staff" }
  | { kind: "no-region" }
  | { kind: "ok"; organiser: { id: string; name: string }; regions: FormRegion[]; values: OrganiserFormValues };

export interface OrganiserFormResult {
  errors: FieldError[];
  general?: string;
  values: OrganiserFormValues;
}

const slugOf = (args: RequestArgs) => readAppContext(args.context).config.product.slug;

/** The regions where the account is staff of the region (also one without organisers yet); null when it is nobody's staff. */
async function staffRegions(args: RequestArgs): Promise<FormRegion[] | null> {
  return (await loadRegionsOfStaff(args))?.map(formRegion) ?? null;
}

/** The organiser of the path and its region, for staff of that region; "no-region" for its own staff; null for nobody's staff. */
async function editedOrganiser(args: RequestArgs & { params: { organisatie?: string } }) {
  await requireAuth(args);
  const organisers = await loadStaffOrganisers(args, BACKOFFICE_ACCESS);
  if (organisers === null) return null;
  const found = organisers.find((o) => o.id === args.params.organisatie);
  if (found === undefined) throw redirect(pathTo("backoffice", slugOf(args)));
  if (found.regionIds.length === 0) return "no-region" as const;
  const [region] = await formRegions(args, found.regionIds[0]);
  return region === undefined ? ("no-region" as const) : { id: found.id, region };
}

/** The account's regions (or the one of this id), with their municipalities as the form offers them ("9000 Gent"). */
async function formRegions(args: RequestArgs, only?: number): Promise<FormRegion[]> {
  const regions = await loadStaffRegions(args);
  return regions.filter((r) => only === undefined || r.id === only).map(formRegion);
}

function formRegion(r: Regions["regions"][number]): FormRegion {
  return {
    id: String(r.id),
    name: r.name,
    municipalities: r.municipalities.map((m) => ({ value: `${m.postalCode} ${m.name}`, label: `${m.postalCode} ${m.name}` })),
  };
}

/** /organisatie/nieuw: the form, for staff of a region; the 403 page for everyone else. */
export async function loadOrganiserForm(args: RequestArgs) {
  const regions = await staffRegions(args);
  if (regions === null) return notStaff();
  if (regions.length === 0) return data<OrganiserFormPage>({ kind: "no-region" }, { status: 403 });
  const values = Object.fromEntries(ORGANISER_FIELDS.map((f) => [f, ""])) as OrganiserFormValues;
  return data<OrganiserFormPage>({ kind: "ok", regions, values: { ...values, region: regions[0]!.id } });
}

/**
 * A place on the map as people copy it from a map service: latitude and longitude, separated by a comma, a
 * semicolon or a space, with a decimal point or a decimal comma ("51.0543, 3.7174", "51,0543 3,7174"); null
 * when left empty, undefined when it is not two numbers (the api checks that they are in Belgium).
 */
export function parseLocation(typed: string): OrganiserRequest["location"] | undefined {
  if (typed.trim() === "") return null;
  const pair = /^\s*(-?\d+(?:[.,]\d+)?)\s*[,;\s]\s*(-?\d+(?:[.,]\d+)?)\s*$/.exec(typed);
  if (pair === null) return undefined;
  const number = (text: string) => Number(text.replace(",", "."));
  return { lat: number(pair[1]!), lon: number(pair[2]!) };
}

/** The request of the form; the form's own errors when no municipality was chosen or the place is not two numbers. */
export function organiserRequest(values: OrganiserFormValues): { request: OrganiserRequest } | { errors: FieldError[] } {
  const place = /^(\d{4}) (.+)$/.exec(values.municipality.trim());
  const location = parseLocation(values.location);
  const errors: FieldError[] = [
    ...(place === null ? [{ field: "municipality", message: organiserFieldMessages.city }] : []),
    ...(location === undefined ? [{ field: "location", message: organiserFieldMessages.location }] : []),
  ];
  if (place === null || location === undefined) return { errors };
  const optional = (value: string) => (value.trim() === "" ? null : value);
  return {
    request: {
      name: values.name,
      address: { street: optional(values.street), postalCode: place[1]!, city: place[2]! },
      email: optional(values.email),
      phone: optional(values.phone),
      websiteUrl: optional(values.websiteUrl),
      description: optional(values.description),
      location,
      // Sent as checked; the api refuses a name it does not know.
      types: values.types.split(",").filter((t) => t !== "") as OrganiserRequest["types"],
    },
  };
}

/** The api's top-level field of a message, and the form's field that shows it (the address: its street or its municipality). */
function formField(field: string, message: string): string | undefined {
  if (field === "address") return message === organiserFieldMessages.street ? "street" : "municipality";
  return (ORGANISER_FIELDS as readonly string[]).includes(field) ? field : undefined;
}

function refusal(endpoint: EndpointDeclaration, error: ApiError, values: OrganiserFormValues): OrganiserFormResult {
  const problem = problemOf(endpoint, error);
  if (problem === undefined || problem.status >= 500) throw error;
  if (problem.code === "organizer-exists") return { errors: [{ field: "name", message: problem.userMessage }], values };
  if (problem.code === "municipality-not-in-region") return { errors: [{ field: "municipality", message: problem.userMessage }], values };
  if (problem.code === "location-far-from-municipality") return { errors: [{ field: "location", message: problem.userMessage }], values };
  return { ...placeFieldErrors(problem, formField), values };
}

/** The form's POST: add the organiser and go to its staff page, or the form again with the errors. */
export async function organiserFormAction(args: RequestArgs): Promise<OrganiserFormResult> {
  const regions = await staffRegions(args);
  if (regions === null || regions.length === 0) throw data(null, { status: 403 });
  const form = await args.request.formData();
  const values = { ...formValues(form, ORGANISER_FIELDS), types: form.getAll("types").map(String).join(",") } as OrganiserFormValues;
  const region = regions.find((r) => r.id === values.region) ?? regions[0]!;
  const built = organiserRequest(values);
  if ("errors" in built) return { errors: built.errors, values };
  let id: string;
  try {
    const created = await callApiAsHolder(args, createOrganiser, { query: { cardSystemId: Number(region.id) }, body: built.request });
    id = created.id;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusal(createOrganiser, error, values);
  }
  throw redirect(pathTo("backoffice-staff", slugOf(args), { params: { organisatie: id }, query: { melding: "nieuw" } }));
}

type EditArgs = RequestArgs & { params: { organisatie?: string } };

/** /organisatie/:organisatie/gegevens: the form filled in with the organiser as the api has it, for staff of its region. */
export async function loadOrganiserEdit(args: EditArgs) {
  const target = await editedOrganiser(args);
  if (target === null) return notStaff();
  if (target === "no-region") return data<OrganiserEditPage>({ kind: "no-region" }, { status: 403 });
  const query = { cardSystemId: Number(target.region.id) };
  let organiser;
  try {
    organiser = await callApiAsHolder(args, getManagedOrganiser, { params: { organizerId: target.id }, query });
  } catch (error) {
    if (problemOf(getManagedOrganiser, error)?.code === "organizer-not-found") throw data(null, { status: 404 });
    throw error;
  }
  return data<OrganiserEditPage>({
    kind: "ok",
    organiser: { id: organiser.id, name: organiser.name },
    regions: [target.region],
    values: organiserFormValues(organiser),
  });
}

/** The form's POST: the organiser's new details and back to its home, or the form again with the errors. */
export async function organiserEditAction(args: EditArgs): Promise<OrganiserFormResult> {
  const target = await editedOrganiser(args);
  if (target === null || target === "no-region") throw data(null, { status: 403 });
  const form = await args.request.formData();
  const values = {
    ...formValues(form, ORGANISER_FIELDS),
    region: target.region.id,
    types: form.getAll("types").map(String).join(","),
  } as OrganiserFormValues;
  const built = organiserRequest(values);
  if ("errors" in built) return { errors: built.errors, values };
  try {
    await callApiAsHolder(args, updateOrganiser, {
      params: { organizerId: target.id },
      query: { cardSystemId: Number(target.region.id) },
      body: built.request,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusal(updateOrganiser, error, values);
  }
  throw redirect(pathTo("backoffice-organiser", slugOf(args), { params: { organisatie: target.id }, query: { melding: "gewijzigd" } }));
}
