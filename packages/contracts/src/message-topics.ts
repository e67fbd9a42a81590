// The topics of a holder's messages (issue 23, decision 0049), in the order the inbox's preferences grid
// shows them. No schema here: pages load this module in the browser (zod stays on the server, decision 0069).
export const MESSAGE_TOPICS = ["service", "milestones", "info", "reminders"] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];
