// The family feature's server-only entry (loaders and actions).
export {
  familyAction,
  loadFamilyPage,
  loadUndoPage,
  undoAction,
  type Confirmation,
  type FamilyActionResult,
  type UndoActionResult,
} from "./family.server.ts";
export { loadMemberPass, memberPassLinks, type MemberPassLink, type MemberPassPage } from "./member-pass.server.ts";
