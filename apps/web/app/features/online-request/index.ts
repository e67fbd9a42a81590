// The online request's public entry for its pages and the focus layout (browser-safe; server code: index.server.ts).
export { Checkbox, ContactFields, IdentityFields, personIds, PostalCodeAndMunicipality, RadioGroup, StreetField } from "./fields.tsx";
export { EmailAddress, Notice, StatusIcon, type StatusKind } from "./notice.tsx";
export { StopConfirmForm, StopControl } from "./stop.tsx";
export {
  focusCloseTarget,
  stepLabel,
  stepTitles,
  stopControlKind,
  stopReturnTarget,
  type OnlineRequestHandle,
  type StopControlKind,
} from "./steps.ts";
