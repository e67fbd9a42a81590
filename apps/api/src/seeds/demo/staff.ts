// The demo's staff (packages/personas/src/staff.ts): an identity account without a card per staff
// persona (the seed gives it DEMO_PASSWORD with the others), their roles in organisers and regions, and
// the organiser each used last. Draws nothing from the PRNG, so it changes no other row.
import { partnerClients, staffPersonas } from "@vtp/personas";
import type { DemoOrganisers } from "./organisers.ts";
import { addDays, type Row } from "./context.ts";

export interface DemoStaff {
  identity_accounts: Row<"identity_accounts">[];
  organiser_staff: Row<"organiser_staff">[];
  card_system_staff: Row<"card_system_staff">[];
  staff_last_organisers: Row<"staff_last_organisers">[];
  /** One partner client per organiser of the demo's staff (decision 0045); their secrets are not data. */
  partner_clients: Row<"partner_clients">[];
}

export function buildStaff(now: Date, organisers: Pick<DemoOrganisers, "forced">): DemoStaff {
  const staff: DemoStaff = {
    identity_accounts: [],
    organiser_staff: [],
    card_system_staff: [],
    staff_last_organisers: [],
    partner_clients: [],
  };
  for (const p of staffPersonas) {
    staff.identity_accounts.push({
      id: p.accountId,
      sub: p.sub,
      email: p.email,
      email_verified: true,
      password_hash: null,
      first_name: p.firstName,
      last_name: p.lastName,
      holder_id: null,
      national_number_hash: null,
      // A staff account has no card of its own to register.
      skip_onboarding: true,
      legacy: false,
      created_at: addDays(now, -200),
      updated_at: addDays(now, -10),
    });
    p.organisers.forEach((o, index) => {
      const organiserId = organisers.forced(o.cardSystemId, o.kind).id;
      staff.organiser_staff.push({ account_id: p.accountId, organiser_id: organiserId, role: o.role, created_at: addDays(now, -180) });
      if (p.lastUsed === index)
        staff.staff_last_organisers.push({ account_id: p.accountId, organiser_id: organiserId, used_at: addDays(now, -1) });
    });
    for (const cardSystemId of p.cardSystems) {
      staff.card_system_staff.push({ account_id: p.accountId, card_system_id: cardSystemId, created_at: addDays(now, -300) });
    }
  }
  for (const client of partnerClients) {
    staff.partner_clients.push({
      client_id: client.clientId,
      organiser_id: organisers.forced(client.organiser.cardSystemId, client.organiser.kind).id,
      name: client.name,
      created_at: addDays(now, -30),
      revoked_at: null,
    });
  }
  return staff;
}
