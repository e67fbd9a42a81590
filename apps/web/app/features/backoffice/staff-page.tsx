// "Medewerkers" in the back office (decision 0047): the organiser's staff (ADMINs first; role, last active,
// whether the second factor is on, in words: decision 0061), each with "Rol wijzigen", "Tweede factor wissen" when it is
// on (decision 0066) and "Verwijderen" (each change after a question; the organiser's ADMIN only, not card-system
// staff), the open invitations, and the invitation form. Plain form posts; every answer is a sentence in a live region.
import { Form, Link } from "react-router";
import type { StaffInvitation, StaffMember } from "@vtp/contracts/staff-members";
import { organiserManagementCopy } from "../../copy/organiser-management.ts";
import { staffCopy } from "../../copy/staff.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { ErrorSummary, FieldErrorMessage } from "../../ui/field.tsx";
import { OrganiserContext } from "./organiser-pages.tsx";
import { staffMemberName, type BackofficeOrganiser, type StaffActionResult } from "./view.ts";

const copy = staffCopy.members;
const ROLES = ["MEMBER", "ADMIN"] as const;

function MemberRow({ member, busy, asking, canChange }: { member: StaffMember; busy: boolean; asking: boolean; canChange: boolean }) {
  const name = staffMemberName(member);
  const roleId = `rol-${member.accountId}`;
  return (
    <li className="staff-member" data-testid="medewerker">
      <div className="staff-member__text">
        <span className="staff-member__name">{name}</span>
        <span className="staff-member__meta">
          {member.email} · {copy.role[member.role]}
        </span>
        <span className="staff-member__meta">{copy.lastActive(member.lastActiveAt)}</span>
        <span className="staff-member__meta">{copy.secondFactor(member.hasSecondFactor)}</span>
      </div>
      {asking || !canChange ? null : (
        <div className="staff-member__actions">
          <Form method="post" className="staff-member__role">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="accountId" value={member.accountId} />
            <label className="visually-hidden" htmlFor={roleId}>
              {copy.roleFieldLabel(name)}
            </label>
            <select id={roleId} name="role" defaultValue={member.role} className="field__input">
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {copy.role[r]}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary" disabled={busy} aria-label={copy.changeRoleLabel(name)}>
              {copy.changeRole}
            </button>
          </Form>
          {member.hasSecondFactor ? (
            <AskButton intent="reset-factor-ask" accountId={member.accountId} busy={busy} label={copy.resetFactorLabel(name)}>
              {copy.resetFactor}
            </AskButton>
          ) : null}
          <AskButton intent="remove-ask" accountId={member.accountId} busy={busy} label={copy.removeLabel(name)}>
            {copy.remove}
          </AskButton>
        </div>
      )}
    </li>
  );
}

/** A button that asks the question before a change (the change itself is the question's "Ja"). */
function AskButton(p: { intent: "reset-factor-ask" | "remove-ask"; accountId: string; busy: boolean; label: string; children: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={p.intent} />
      <input type="hidden" name="accountId" value={p.accountId} />
      <button type="submit" className="button button--secondary" disabled={p.busy} aria-label={p.label}>
        {p.children}
      </button>
    </Form>
  );
}

/** The question before a removal or a second factor's reset: "Ja" posts the change, "Niet" reloads the list. */
function Question({ asking }: { asking: { kind: "remove-ask" | "reset-factor-ask"; accountId: string; name: string } }) {
  const remove = asking.kind === "remove-ask";
  return (
    <div className="staff-remove" data-testid={remove ? "verwijderen-vraag" : "tweede-factor-vraag"}>
      <p className="staff-remove__question">{remove ? copy.removeQuestion(asking.name) : copy.resetFactorQuestion(asking.name)}</p>
      <div className="staff-remove__buttons">
        <Form method="post">
          <input type="hidden" name="intent" value={remove ? "remove" : "reset-factor"} />
          <input type="hidden" name="accountId" value={asking.accountId} />
          <button type="submit" className="button button--danger">
            {remove ? copy.removeYes : copy.resetFactorYes}
          </button>
        </Form>
        <Form method="get">
          <button type="submit" className="button button--primary">
            {remove ? copy.removeNo : copy.resetFactorNo}
          </button>
        </Form>
      </div>
    </div>
  );
}

function Invitations({ invitations }: { invitations: StaffInvitation[] }) {
  return (
    <section aria-labelledby="uitnodigingen-titel" className="staff-section">
      <h2 id="uitnodigingen-titel" className="heading heading--3">
        {copy.invitations}
      </h2>
      {invitations.length === 0 ? (
        <p className="backoffice-lead">{copy.noInvitations}</p>
      ) : (
        <ul className="staff-list" data-testid="uitnodigingen">
          {invitations.map((i) => (
            <li key={i.id} className="staff-member">
              <div className="staff-member__text">
                <span className="staff-member__name">{i.email}</span>
                <span className="staff-member__meta">
                  {i.expired ? copy.expired(copy.role[i.role]) : copy.invitation(copy.role[i.role], i.expiresAt)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The invitation; staff of the region invite beheerders only (the api's rule), so the role is not asked. */
function InviteForm({ result, busy, adminOnly }: { result: StaffActionResult | undefined; busy: boolean; adminOnly: boolean }) {
  const invalid = result?.kind === "invite-invalid" ? result : undefined;
  const errorOf = (name: string) => invalid?.fieldErrors.find((e) => e.field === name)?.message;
  return (
    <section aria-labelledby="uitnodigen-titel" className="staff-section">
      <h2 id="uitnodigen-titel" className="heading heading--3">
        {copy.invite.heading}
      </h2>
      {invalid ? <ErrorSummary errors={invalid.fieldErrors} fieldIds={{ email: "uitnodiging-email", role: "uitnodiging-rol" }} /> : null}
      {/* A new key after each sent invitation: the form starts empty for the next one. */}
      <Form method="post" className="staff-invite" noValidate key={result?.kind === "done" ? result.message : "uitnodiging"}>
        <input type="hidden" name="intent" value="invite" />
        <div className={errorOf("email") ? "field field--error" : "field"}>
          <label className="field__label" htmlFor="uitnodiging-email">
            {copy.invite.email}
          </label>
          <p className="field__hint" id="uitnodiging-email-hint">
            {copy.invite.emailHint}
          </p>
          <input
            id="uitnodiging-email"
            name="email"
            type="email"
            autoComplete="off"
            className="field__input"
            defaultValue={invalid?.values.email}
            aria-invalid={errorOf("email") ? true : undefined}
            aria-describedby={errorOf("email") ? "uitnodiging-email-hint uitnodiging-email-error" : "uitnodiging-email-hint"}
          />
          {errorOf("email") ? <FieldErrorMessage id="uitnodiging-email-error" message={errorOf("email")!} /> : null}
        </div>
        {adminOnly ? (
          <>
            <input type="hidden" name="role" value="ADMIN" />
            <p className="backoffice-hint">{copy.invite.adminOnly}</p>
          </>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor="uitnodiging-rol">
              {copy.invite.role}
            </label>
            <select id="uitnodiging-rol" name="role" className="field__input" defaultValue={invalid?.values.role ?? "MEMBER"}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {copy.role[r]}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {copy.invite.submit}
        </button>
      </Form>
    </section>
  );
}

export function StaffPage(p: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  members: StaffMember[];
  invitations: StaffInvitation[];
  result: StaffActionResult | undefined;
  busy: boolean;
  /** Just added by staff of the region (decision 0067): say so, and that its first beheerder is next. */
  created?: boolean;
}) {
  const to = usePathTo();
  const asking = p.result?.kind === "remove-ask" || p.result?.kind === "reset-factor-ask" ? p.result : undefined;
  const said =
    p.result?.kind === "done"
      ? p.result.message
      : p.result?.kind === "refused"
        ? `${copy.refused}. ${p.result.message}`
        : p.created && p.result === undefined
          ? organiserManagementCopy.created(p.organiser.name)
          : "";
  return (
    <section className="backoffice-page" aria-labelledby="medewerkers-titel">
      <p className="backoffice-back">
        <Link to={to("backoffice-organiser", { params: { organisatie: p.organiser.id } })}>{copy.back}</Link>
      </p>
      <h1 id="medewerkers-titel" className="heading heading--2">
        {copy.heading}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <p className="backoffice-lead">{p.organiser.canChangeStaff ? copy.lead : copy.regionLead}</p>
      <p
        role="status"
        className={p.result?.kind === "refused" ? "staff-said staff-said--refused" : "staff-said"}
        data-testid="medewerkers-melding"
      >
        {said}
      </p>
      {asking ? <Question asking={asking} /> : null}
      {p.members.length === 0 ? (
        <p className="backoffice-lead">{copy.noMembers}</p>
      ) : (
        <ul className="staff-list" data-testid="medewerkers">
          {p.members.map((m) => (
            <MemberRow key={m.accountId} member={m} busy={p.busy} asking={asking !== undefined} canChange={p.organiser.canChangeStaff} />
          ))}
        </ul>
      )}
      <Invitations invitations={p.invitations} />
      <InviteForm result={p.result} busy={p.busy} adminOnly={!p.organiser.canChangeStaff} />
    </section>
  );
}
