// The readable view of the download (the same data, the same order): one disclosure per part, with how
// many entries it has, so a phone shows the whole outline first. Lists, not tables: they reflow at 375 px.
import type { ReactNode } from "react";
import type { MyData } from "@vtp/contracts/my-data";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { formatDutchDate } from "@vtp/contracts/dates";
import { formatEuro } from "../../copy/format.ts";
import { myDataCopy as copy } from "../../copy/my-data.ts";

const dateTime = new Intl.DateTimeFormat("nl-BE", {
  timeZone: "Europe/Brussels",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const at = (iso: string) => dateTime.format(new Date(iso));
const day = (iso: string | null) => (iso === null ? copy.view.unknown : formatDutchDate(iso));
const text = (value: string | null) => (value === null || value === "" ? copy.view.unknown : value);
const delta = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

function Part({
  id,
  title,
  count,
  open = false,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="my-data__part" open={open}>
      <summary className="my-data__summary" id={id}>
        {title}
        {count === undefined ? null : <span className="my-data__count"> ({count})</span>}
      </summary>
      <div className="my-data__body">{count === 0 ? <p>{copy.view.none}</p> : children}</div>
    </details>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="my-data__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="my-data__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Rows({ items }: { items: { key: string; main: ReactNode; detail?: ReactNode }[] }) {
  return (
    <ul className="my-data__rows">
      {items.map((item) => (
        <li key={item.key} className="my-data__row">
          <span className="my-data__main">{item.main}</span>
          {item.detail ? <span className="my-data__detail">{item.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function MyDataView({ data }: { data: MyData }) {
  const L = copy.labels;
  const h = data.holder;
  return (
    <div className="my-data__view">
      <Part id="deel-account" title={copy.view.account} open>
        <Facts
          rows={[
            [L.email, data.account.email],
            [L.emailVerified, data.account.emailVerified ? copy.view.yes : copy.view.no],
            [L.since, at(data.account.createdAt)],
          ]}
        />
      </Part>
      {h === null ? null : (
        <Part id="deel-persoon" title={copy.view.holder} open>
          <Facts
            rows={[
              [L.name, `${h.firstName} ${h.lastName}`.trim() || copy.view.unknown],
              [L.birthDate, day(h.birthDate)],
              [L.gender, h.gender === null ? copy.view.unknown : (copy.gender[h.gender] ?? h.gender)],
              [L.email, text(h.email)],
              [L.gsm, text(h.gsm)],
              [L.address, text(h.streetAndNumber)],
              [L.city, h.city === null ? copy.view.unknown : `${h.postalCode ?? ""} ${h.city}`.trim()],
              [L.points, String(h.points)],
            ]}
          />
        </Part>
      )}
      <Part id="deel-passen" title={copy.view.cards} count={data.cards.length} open>
        <Rows
          items={data.cards.map((c) => ({
            key: c.cardNumber,
            main: <span className="card-number">{formatCardNumber(c.cardNumber)}</span>,
            detail: `${c.cardSystem.name} · ${c.blockedAt ? copy.block.blockedOn(at(c.blockedAt)) : (copy.cardStatus[c.status] ?? c.status)}`,
          }))}
        />
      </Part>
      <Part id="deel-regios" title={copy.view.regions} count={data.regions.length}>
        <Rows
          items={data.regions.map((r) => ({
            key: String(r.cardSystem.id),
            main: r.cardSystem.name,
            detail: r.endDate ? `${L.until} ${day(r.endDate)}` : r.status,
          }))}
        />
      </Part>
      <Part id="deel-kansenstatuut" title={copy.view.kansenstatuut} count={data.kansenstatuut.length}>
        <Rows
          items={data.kansenstatuut.map((k) => ({
            key: String(k.cardSystem.id),
            main: k.cardSystem.name,
            detail: `${L.until} ${day(k.endDate)}`,
          }))}
        />
      </Part>
      <Part id="deel-punten" title={`${copy.view.points}`} count={data.pointsLedger.length}>
        <Rows
          items={data.pointsLedger.map((p, i) => ({
            key: `${p.at}-${i}`,
            main: `${delta(p.delta)} · ${p.title ?? p.reason}`,
            detail: at(p.at),
          }))}
        />
      </Part>
      <Part id="deel-voordelen" title={copy.view.redemptions} count={data.redemptions.length}>
        <Rows
          items={data.redemptions.map((r) => ({
            key: r.redeemCode,
            main: `${r.reward} · ${delta(-r.pointsSpent)}`,
            detail: [
              at(r.redeemedAt),
              `${L.code} ${r.redeemCode}`,
              r.organiser,
              r.usedAt ? `${L.used} ${at(r.usedAt)}` : null,
              r.undoneAt ? L.undone : null,
            ]
              .filter(Boolean)
              .join(" · "),
          }))}
        />
      </Part>
      <Part id="deel-kortingen" title={copy.view.coupons} count={data.coupons.length}>
        <Rows
          items={data.coupons.map((c, i) => ({
            key: `${c.name}-${i}`,
            main: c.name,
            detail: `${day(c.validFrom)} – ${day(c.validUntil)}`,
          }))}
        />
      </Part>
      <Part id="deel-verenigingen" title={copy.view.associations} count={data.associationMemberships.length}>
        <Rows
          items={data.associationMemberships.map((m, i) => ({
            key: `${m.associationName}-${i}`,
            main: m.associationName,
            detail: m.endDate ? `${L.until} ${day(m.endDate)}` : m.status,
          }))}
        />
      </Part>
      <Part id="deel-tickets" title={copy.view.ticketSales} count={data.ticketSales.length}>
        <Rows
          items={data.ticketSales.map((t, i) => ({
            key: `${t.at}-${i}`,
            main: `${t.activity} · ${t.organiser}`,
            detail: [at(t.at), `${L.price} ${formatEuro(t.priceCents / 100)}`, t.cancelledAt ? L.cancelled : null]
              .filter(Boolean)
              .join(" · "),
          }))}
        />
      </Part>
      <Part id="deel-gezin" title={copy.view.family} count={data.family === null ? 0 : data.family.members.length}>
        {data.family === null ? null : (
          <>
            <p>{data.family.role === "MAIN" ? copy.view.familyMain : copy.view.familyMember}</p>
            <Rows items={data.family.members.map((m, i) => ({ key: `${m.firstName}-${i}`, main: m.firstName }))} />
          </>
        )}
      </Part>
      <Part id="deel-voorkeuren" title={copy.view.optins}>
        <Facts
          rows={[
            ...Object.entries(data.optins).map(([key, on]): [string, string] => [
              copy.optinLabels[key] ?? key,
              on ? copy.view.yes : copy.view.no,
            ]),
            [copy.view.reminderMails, data.channels.reminderMails ? copy.view.yes : copy.view.no],
            ...Object.entries(data.channels.push).map(([topic, on]): [string, string] => [
              copy.view.push(copy.pushTopics[topic] ?? topic),
              on ? copy.view.yes : copy.view.no,
            ]),
            [copy.view.quietHours, copy.view.quietHoursValue(data.channels.quietHours.from, data.channels.quietHours.until)],
          ]}
        />
      </Part>
      <Part id="deel-toestellen" title={copy.view.pushDevices} count={data.pushDevices.length}>
        <Rows
          items={data.pushDevices.map((d, i) => ({
            key: `${d.createdAt}-${i}`,
            main: copy.view.pushDevice(d.service),
            detail: `${L.since} ${at(d.createdAt)}`,
          }))}
        />
      </Part>
      <Part id="deel-bewaard" title={copy.view.favourites} count={data.favourites.length}>
        <Rows
          items={data.favourites.map((f, i) => ({
            key: `${f.kind}-${f.savedAt}-${i}`,
            main: f.title,
            detail: [copy.favouriteKind[f.kind] ?? f.kind, f.savingsGoal ? copy.view.savingsGoal : null, at(f.savedAt)]
              .filter(Boolean)
              .join(" · "),
          }))}
        />
      </Part>
      <Part id="deel-berichten" title={copy.view.messages} count={data.messages.length}>
        <Rows
          items={data.messages.map((m) => ({
            key: `${m.createdAt}-${m.title}`,
            main: m.title,
            detail: `${at(m.createdAt)} · ${m.readAt === null ? copy.view.messageUnread : copy.view.messageRead}`,
          }))}
        />
      </Part>
      <Part id="deel-aanvragen" title={copy.view.onlineRequests} count={data.onlineRequests.length}>
        {data.onlineRequests.map((o) => (
          <div key={o.createdAt} className="my-data__request">
            <Facts
              rows={[
                [L.since, at(o.createdAt)],
                [L.status, o.status],
                [L.email, text(o.email)],
                [L.price, formatEuro(Number(o.totalPrice))],
              ]}
            />
            {o.people.map((p, i) => (
              <Facts
                key={`${p.firstName}-${i}`}
                rows={[
                  [L.name, `${p.firstName} ${p.lastName}`.trim() || copy.view.unknown],
                  [L.birthDate, day(p.birthDate)],
                  [L.nationalNumber, text(p.nationalNumber)],
                  [L.phone, text(p.phone)],
                  [L.address, text(p.streetAndNumber)],
                ]}
              />
            ))}
          </div>
        ))}
      </Part>
      <Part id="deel-balie" title={copy.view.counterLookups} count={data.counterLookups.length}>
        <p>{copy.view.counterLookupsText}</p>
        <Rows
          items={data.counterLookups.map((l, i) => ({
            key: `${l.at}-${i}`,
            main: l.organiser ?? copy.view.unknown,
            detail: `${at(l.at)} · ${copy.auditAction[l.action] ?? l.action}`,
          }))}
        />
      </Part>
    </div>
  );
}
