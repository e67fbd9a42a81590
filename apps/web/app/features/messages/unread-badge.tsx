// The unread count beside "Berichten" in the header and on the profile tab: the number on screen, the
// whole phrase for a screen reader: the link reads "Berichten (3 ongelezen berichten)". Nothing when there is nothing unread.
import { unreadLabel } from "../../copy/messages.ts";

export function UnreadBadge({ count }: { count: number | null | undefined }) {
  if (count === null || count === undefined || count <= 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{`(${unreadLabel(count)})`}</span>
    </span>
  );
}
