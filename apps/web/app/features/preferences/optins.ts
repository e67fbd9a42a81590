// The preferences page's form (decision 0060): the channel × topic grid's field names, the spec's sms
// and post opt-ins, the quiet hours, and the form's result shared by its action and its component. The
// words are in copy/preferences.ts.
import type { MessageTopic } from "@vtp/contracts/message-topics";
import type { OptinKey, Preferences } from "@vtp/contracts/preferences";
import type { FieldError } from "../../server/form-errors.ts";

/** The e-mail column: which stored choice each topic's box is (reminders have their own since decision 0060). */
export const MAIL_FIELD: Record<MessageTopic, OptinKey | "reminderMails"> = {
  service: "optInServiceMails",
  milestones: "optInMilestoneMails",
  info: "optInInfoMails",
  reminders: "reminderMails",
};

/** The push column's field names. */
export const PUSH_FIELD: Record<MessageTopic, string> = {
  service: "pushService",
  milestones: "pushMilestones",
  info: "pushInfo",
  reminders: "pushReminders",
};

/** The spec's opt-ins this product records but does not send. */
export const RECORDED_ONLY: readonly OptinKey[] = ["optInSms", "optInPost"];

export const QUIET_FIELDS = ["quietFrom", "quietUntil"] as const;

export interface PreferencesResult {
  saved: boolean;
  /** What the holder chose, to show again after a failure. */
  preferences: Preferences;
  errors: FieldError[];
  message?: string;
}

/** Whether a box of the grid is ticked in these preferences. */
export function mailChosen(p: Preferences, topic: MessageTopic): boolean {
  const field = MAIL_FIELD[topic];
  return field === "reminderMails" ? p.reminderMails : p.optins[field];
}
