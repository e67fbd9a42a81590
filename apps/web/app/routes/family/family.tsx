// /profiel/gezin (family): my family with the main user marked, removing a member (asked first, then
// done), adding one by card number + birth date within the caps (not under 16), and the families I am
// in, each with "Verlaat dit gezin"; the invitations waiting for my answer first ("Aanvaarden" /
// "Weigeren"), and those I sent with "Uitnodiging intrekken" (decision 0055). Plain forms: everything
// works without JavaScript.
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { FamilyMember, FamilyMembership, FamilyResponse, ReceivedFamilyInvitation, SentFamilyInvitation } from "@vtp/contracts/family";
import { noCardCopy } from "../../copy/account.ts";
import { memberPassCopy } from "../../copy/card.ts";
import { familyConfirmCopy, familyCopy as copy, familyInvitationCopy as invitationCopy } from "../../copy/family.ts";
import { capsLine, capsNote, CONFIRM_LEAVE, CONFIRM_REMOVE, dutchDay, familyName } from "../../features/family/index.ts";
import { familyAction, loadFamilyPage, type Confirmation, type FamilyActionResult } from "../../features/family/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { DateField } from "../../ui/date-field.tsx";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import { ProfileFrame } from "../account/profile-frame.tsx";
import type { Route } from "./+types/family";
import "../../styles/login-pages.css";
import "./family.css";

export async function loader(args: Route.LoaderArgs) {
  return loadFamilyPage(args);
}

export async function action(args: Route.ActionArgs) {
  return familyAction(args);
}

const addIds = { cardNumber: "gezinslid-pasnummer", birthDate: "gezinslid-geboortedatum" };

export default function FamilyPage({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const result = actionData as FamilyActionResult | undefined;
  if (loaderData.state === "no-card") {
    return (
      <ProfileFrame>
        <section className="card family__section" aria-labelledby="geen-pas">
          <h2 id="geen-pas" className="heading heading--2">
            {noCardCopy.heading}
          </h2>
          <p>{copy.noCard(name)}</p>
          <Link to={to("register-uitid-step1")} className="button button--primary">
            {noCardCopy.register(name)}
          </Link>
        </section>
      </ProfileFrame>
    );
  }
  const { family, confirm } = loaderData;
  const pageResult = result !== undefined && result.intent !== "add" ? result : undefined;
  const addResult = result?.intent === "add" ? result : undefined;
  // A member without members of their own sees the family they are in first.
  const memberFirst = family.members.length === 1 && family.memberOf.length > 0;
  // A holder under 16 never sees an empty family of their own with "Hoofdgebruiker (jij)" (issue 22 §4).
  const young = family.isUnder16 && family.members.length === 1;
  const own = <OwnFamily key="own" family={family} confirm={confirm} />;
  const add = <AddSection key="add" family={family} result={addResult} />;
  const memberships = <Memberships key="memberships" memberOf={family.memberOf} confirm={confirm} />;
  return (
    <ProfileFrame>
      <div aria-live="polite" className="family__live">
        {pageResult?.done ? (
          <p className="notice notice--success family__notice" role="status">
            {pageResult.done}
          </p>
        ) : null}
      </div>
      {pageResult?.error ? (
        <p className="notice notice--danger family__notice" role="alert">
          {pageResult.error}
        </p>
      ) : null}
      {confirm ? <ConfirmPanel confirm={confirm} /> : null}
      {family.invitationsForMe.map((i) => (
        <InvitationForMe key={i.invitationId} invitation={i} />
      ))}
      {young ? (
        // Under 16 without a family of their own (they cannot start one, spec §4): only the families they are in.
        <div className="family family--young">
          {memberships}
          <p className="notice notice--info" data-testid="jonger-dan-16">
            {copy.under16}
          </p>
        </div>
      ) : (
        <div className={memberFirst ? "family family--member-first" : "family"}>
          {memberFirst ? [memberships, own, add] : [own, add, memberships]}
        </div>
      )}
    </ProfileFrame>
  );
}

function OwnFamily({ family, confirm }: { family: FamilyResponse; confirm: Confirmation | null }) {
  const note = capsNote(family.caps);
  return (
    <section className="card family__section family__section--members" aria-labelledby="gezinsleden">
      <h2 id="gezinsleden" className="heading heading--2">
        {copy.members}
      </h2>
      <p className="family__caps" data-testid="gezin-grenzen">
        {capsLine(family.caps)}
      </p>
      {note ? <p className="family__note">{note}</p> : null}
      <ul className="family__list" aria-label={copy.membersList}>
        {family.members.map((m) => (
          <MemberRow key={m.holderId} member={m} asking={confirm?.kind === "remove" && confirm.holderId === m.holderId} />
        ))}
      </ul>
      {family.members.length === 1 && family.pendingInvitations.length === 0 ? <p className="family__empty">{copy.nobodyYet}</p> : null}
      {family.pendingInvitations.length > 0 ? (
        <>
          <h3 className="heading heading--3 family__subheading">{invitationCopy.pendingHeading}</h3>
          <ul className="family__list" aria-label={invitationCopy.pendingList}>
            {family.pendingInvitations.map((i) => (
              <PendingRow key={i.invitationId} invitation={i} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function AddSection({ family, result }: { family: FamilyResponse; result: Extract<FamilyActionResult, { intent: "add" }> | undefined }) {
  const { caps } = family;
  const full = caps.adults >= caps.maxAdults && caps.children >= caps.maxChildren;
  return (
    <section className="card family__section family__section--add" aria-labelledby="toevoegen">
      <h2 id="toevoegen" className="heading heading--2">
        {copy.add}
      </h2>
      {family.isUnder16 ? (
        <p className="notice notice--info" data-testid="jonger-dan-16">
          {copy.under16}
        </p>
      ) : full && result?.added === undefined ? (
        <p className="notice notice--info">{copy.full}</p>
      ) : (
        <AddForm result={result} />
      )}
    </section>
  );
}

function MemberRow({ member, asking }: { member: FamilyMember; asking: boolean }) {
  const to = usePathTo();
  const fullName = `${member.firstName} ${member.lastName}`;
  return (
    <li className="family__item">
      <div className="family__who">
        <p className="family__name">
          {fullName}
          {member.mainFamilyMember ? <span className="family__tag">{copy.mainMember}</span> : null}
        </p>
        <p className="family__meta">
          {member.ageGroup === "ADULT" ? copy.adult : copy.child}
          {!member.mainFamilyMember && member.addedAt ? copy.addedOn(dutchDay(member.addedAt)) : null}
        </p>
      </div>
      {member.mainFamilyMember ? null : (
        <div className="family__actions">
          <Link
            to={to("family-member-pass", { params: { gezinslid: member.holderId } })}
            className="button button--secondary family__button"
          >
            {memberPassCopy.show(member.firstName)}
          </Link>
          {asking ? null : (
            <Form method="get" className="family__action">
              <input type="hidden" name={CONFIRM_REMOVE} value={member.holderId} />
              <button type="submit" className="button button--ghost family__button">
                {copy.remove}
                <span className="visually-hidden"> {fullName}</span>
              </button>
            </Form>
          )}
        </div>
      )}
    </li>
  );
}

/** An invitation I sent that waits for an answer: "Uitgenodigd, wacht op antwoord (tot …)", and withdrawing it. */
function PendingRow({ invitation }: { invitation: SentFamilyInvitation }) {
  const to = usePathTo();
  const fullName = `${invitation.firstName} ${invitation.lastName}`;
  return (
    <li className="family__item">
      <div className="family__who">
        <p className="family__name">{fullName}</p>
        <p className="family__meta">
          {invitation.ageGroup === "ADULT" ? copy.adult : copy.child}
          {invitationCopy.waiting(dutchDay(invitation.expiresAt))}
        </p>
      </div>
      <Form method="post" action={to("family")} className="family__action">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="invitationId" value={invitation.invitationId} />
        <input type="hidden" name="name" value={fullName} />
        <button type="submit" className="button button--secondary family__button">
          {invitationCopy.withdraw}
          <span className="visually-hidden"> ({fullName})</span>
        </button>
      </Form>
    </li>
  );
}

/** An invitation into someone else's family: "Sofie J. nodigt je uit in haar gezin", "Aanvaarden" / "Weigeren". */
function InvitationForMe({ invitation }: { invitation: ReceivedFamilyInvitation }) {
  const to = usePathTo();
  const by = `${invitation.mainHolderFirstName} ${invitation.mainHolderLastNameInitial}`.trim();
  const headingId = `uitnodiging-${invitation.invitationId}`;
  return (
    <section className="card family__invitation" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading heading--2">
        {invitationCopy.invitesYou(by, invitation.mainHolderGender)}
      </h2>
      <p>{invitationCopy.invitationText}</p>
      <p className="family__meta">{invitationCopy.validUntil(dutchDay(invitation.expiresAt))}</p>
      <Form method="post" action={to("family")} className="family__confirm-actions">
        <input type="hidden" name="invitationId" value={invitation.invitationId} />
        <input type="hidden" name="name" value={by} />
        <button type="submit" name="intent" value="accept" className="button button--primary">
          {invitationCopy.accept}
          <span className="visually-hidden">{invitationCopy.ofWhom(by)}</span>
        </button>
        <button type="submit" name="intent" value="decline" className="button button--secondary">
          {invitationCopy.decline}
          <span className="visually-hidden">{invitationCopy.ofWhom(by)}</span>
        </button>
      </Form>
    </section>
  );
}

function AddForm({ result }: { result: Extract<FamilyActionResult, { intent: "add" }> | undefined }) {
  const to = usePathTo();
  return (
    <>
      <div aria-live="polite">
        {result?.added ? (
          <p className="notice notice--success" role="status">
            {result.added}
          </p>
        ) : null}
      </div>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={addIds} />
      <p className="family__hint">{copy.addHint}</p>
      <p className="family__hint">{copy.addInviteHint}</p>
      {/* A new key after an add empties the fields where React keeps them. */}
      <Form key={result?.added ?? "add"} method="post" action={to("family")} className="family__form" noValidate>
        <input type="hidden" name="intent" value="add" />
        <TextField
          id={addIds.cardNumber}
          name="cardNumber"
          label={copy.cardNumber}
          hint={copy.cardNumberHint}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={result?.values.cardNumber}
          error={errorFor(result?.errors, "cardNumber")}
        />
        <DateField
          id={addIds.birthDate}
          name="birthDate"
          label={copy.birthDate}
          autoComplete="off"
          defaultValue={result?.values.birthDate}
          error={errorFor(result?.errors, "birthDate")}
        />
        <button type="submit" className="button button--primary">
          {copy.add}
        </button>
      </Form>
    </>
  );
}

function Memberships({ memberOf, confirm }: { memberOf: FamilyMembership[]; confirm: Confirmation | null }) {
  return (
    <section className="card family__section family__section--others" aria-labelledby="andere-gezinnen">
      <h2 id="andere-gezinnen" className="heading heading--2">
        {copy.memberOf}
      </h2>
      {memberOf.length === 0 ? (
        <p className="family__empty">{copy.memberOfNone}</p>
      ) : (
        <ul className="family__list">
          {memberOf.map((f) => {
            const title = familyName(f);
            return (
              <li key={f.familyId} className="family__item">
                <div className="family__who">
                  <p className="family__name">{capitalise(title)}</p>
                  <p className="family__meta">{copy.memberSince(dutchDay(f.addedAt))}</p>
                </div>
                {confirm?.kind === "leave" && confirm.familyId === f.familyId ? null : (
                  <Form method="get" className="family__action">
                    <input type="hidden" name={CONFIRM_LEAVE} value={f.familyId} />
                    <button type="submit" className="button button--secondary family__button">
                      {copy.leave}
                      <span className="visually-hidden"> ({title})</span>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The explicit confirmation step: a GET showed it, only this POST acts. */
function ConfirmPanel({ confirm }: { confirm: Confirmation }) {
  const to = usePathTo();
  const first = confirm.name.split(" ")[0] ?? confirm.name;
  const remove = confirm.kind === "remove";
  // The button that asked is gone now: the question takes the focus (keyboard and screen reader users).
  const heading = useRef<HTMLHeadingElement>(null);
  const key = confirm.kind === "remove" ? confirm.holderId : confirm.familyId;
  useEffect(() => heading.current?.focus(), [key]);
  return (
    <section className="card family__confirm" aria-labelledby="bevestig-titel">
      <h2 id="bevestig-titel" ref={heading} className="heading heading--2" tabIndex={-1}>
        {remove ? familyConfirmCopy.removeQuestion(confirm.name) : familyConfirmCopy.leaveQuestion(capitalise(confirm.name))}
      </h2>
      <p>{remove ? familyConfirmCopy.removeText(first) : familyConfirmCopy.leaveText}</p>
      <Form method="post" action={to("family")} className="family__confirm-actions">
        <input type="hidden" name="intent" value={confirm.kind} />
        <input type="hidden" name="name" value={confirm.name} />
        {confirm.kind === "remove" ? (
          <input type="hidden" name="holderId" value={confirm.holderId} />
        ) : (
          <input type="hidden" name="familyId" value={confirm.familyId} />
        )}
        <button type="submit" className="button button--danger">
          {remove ? familyConfirmCopy.removeButton(first) : familyConfirmCopy.leaveButton}
        </button>
        <Link to={to("family")} className="button button--secondary">
          {familyConfirmCopy.cancel}
        </Link>
      </Form>
    </section>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
