// /berichten (messages, "Berichten"): the holder's inbox, newest first. An unread message says "Nieuw"
// in words and has a bold title (not colour alone); "Openen" marks it read and goes to the page where
// the holder acts; "Alles gelezen" marks every one read. Plain forms: it works without JavaScript.
import { Form } from "react-router";
import { messagesCopy as copy, topicLabels, unreadLabel } from "../../copy/messages.ts";
import { formatDay } from "../../copy/format.ts";
import { loadMessagesPage, messagesAction, type MessagesActionResult } from "../../features/messages/index.server.ts";
import { useProduct } from "../../layouts/shell-data.ts";
import { ProfileFrame } from "../account/profile-frame.tsx";
import type { Route } from "./+types/messages";
import "./messages.css";

export function loader(args: Route.LoaderArgs) {
  return loadMessagesPage(args);
}

export function action(args: Route.ActionArgs) {
  return messagesAction(args);
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name: productName } = useProduct();
  const result = actionData as MessagesActionResult | undefined;
  if (loaderData.state === "no-card") {
    return (
      <ProfileFrame>
        <section className="card" aria-labelledby="geen-pas">
          <h2 id="geen-pas" className="heading heading--2">
            {copy.noCard}
          </h2>
          <p>{copy.noCardText(productName)}</p>
        </section>
      </ProfileFrame>
    );
  }
  const { messages, unreadCount } = loaderData.list;
  return (
    <ProfileFrame intro={copy.intro}>
      <section className="inbox" aria-labelledby="inbox-titel">
        <div className="inbox__head">
          <h2 id="inbox-titel" className="heading heading--2">
            {copy.heading}
          </h2>
          <p className="inbox__count">{unreadCount > 0 ? unreadLabel(unreadCount) : copy.noneUnread}</p>
          {unreadCount > 0 ? (
            <Form method="post" className="inbox__read-all">
              <input type="hidden" name="intent" value="read-all" />
              <button type="submit" className="button button--secondary">
                {copy.readAll}
              </button>
            </Form>
          ) : null}
        </div>
        <p role="status" className="inbox__status">
          {result?.done ?? ""}
        </p>
        {result?.error ? (
          <p role="alert" className="inbox__error">
            {result.error}
          </p>
        ) : null}
        {messages.length === 0 ? (
          <div className="inbox__empty">
            <p className="inbox__empty-title">{copy.empty}</p>
            <p>{copy.emptyText}</p>
          </div>
        ) : (
          <ul className="inbox__list">
            {messages.map((m) => {
              const unread = m.readAt === null;
              return (
                <li key={m.id} className={`message${unread ? " message--unread" : ""}`}>
                  <article aria-labelledby={`bericht-${m.id}`}>
                    <p className="message__meta">
                      {unread ? (
                        <span className="message__new">
                          {copy.unread}
                          <span className="visually-hidden">{`, ${copy.unreadHidden}`}</span>
                        </span>
                      ) : (
                        <span className="message__read">{copy.read}</span>
                      )}
                      <span className="message__topic">{topicLabels[m.topic]}</span>
                      <span className="message__date">{copy.received(formatDay(m.createdAt))}</span>
                    </p>
                    <h3 id={`bericht-${m.id}`} className="message__title">
                      {m.title}
                    </h3>
                    <p className="message__body">{m.body}</p>
                    <Form method="post" className="message__open">
                      <input type="hidden" name="intent" value="open" />
                      <input type="hidden" name="messageId" value={m.id} />
                      <button
                        type="submit"
                        className={`button ${unread ? "button--primary" : "button--secondary"}`}
                        aria-label={copy.openLabel(m.title)}
                      >
                        {copy.open}
                      </button>
                    </Form>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </ProfileFrame>
  );
}
