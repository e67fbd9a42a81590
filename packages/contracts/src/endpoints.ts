// Every API endpoint, by operation id: the api checks that it serves exactly these (app.test.ts), and
// the web's client and the tests import them from here or from their domain's module.
import { getProfile, updatePin, updateProfile } from "./account.ts";
import {
  createEvent,
  downloadCheckinPoster,
  endEvent,
  getEvent,
  getEventKioskCode,
  getEventSettings,
  getQrCheckinCodesDownloadLink,
  listOrganizerEvents,
  updateEvent,
  updateEventSettings,
} from "./activities.ts";
import {
  checkRegistrationEmail,
  getRegistrationInvitation,
  getRegistrationStatus,
  getRegistrationToken,
  linkCard,
  lookupRegistrationEmail,
} from "./card-registration.ts";
import { checkIn, checkInFamily, getFamilyCheckinOptions } from "./checkins.ts";
import { createCheckin, getCheckinStatus, getPass, undoCheckin } from "./counter.ts";
import { getEvents } from "./counter-events.ts";
import { listCounterRewards, redeemCounterReward, undoCounterRedemption, useRedeemCode } from "./counter-rewards.ts";
import type { EndpointDeclaration } from "./endpoint.ts";
import { addFamilyMember, getFamily, getFamilyUndo, leaveFamily, removeFamilyMember, undoFamilyMembership } from "./family.ts";
import { acceptFamilyInvitation, declineFamilyInvitation, withdrawFamilyInvitation } from "./family-invitations.ts";
import { getFamilyMemberPass } from "./family-pass.ts";
import { getFigures } from "./figures.ts";
import { getHealth } from "./health.ts";
import { legacyAuthenticate } from "./legacy-login.ts";
import {
  getActivity,
  getLocation,
  listRegions,
  searchActivities,
  searchOrganiserMarkers,
  searchOrganisers,
  suggestLocations,
} from "./organisers.ts";
import { getAccountState, skipOnboarding } from "./onboarding.ts";
import { getPointsHistory, getRedemptions, getWalletCoupons, getWalletMemberships } from "./wallet.ts";
import { createReward, endReward, listManagedRewards, updateReward } from "./reward-management.ts";
import { createOrganiser, endOrganiser, getManagedOrganiser, listStaffRegions, updateOrganiser } from "./organiser-management.ts";
import { listRegionNews, sendRegionNews } from "./region-news.ts";
import { cashIn, getRedeemStatus, getWelcomeAdvantages, listHolderRewards, searchPromotion } from "./rewards.ts";
import { getOptins, getPreferences, updateOptins, updatePreferences } from "./preferences.ts";
import { getPushKey, subscribePush, unsubscribePush } from "./push.ts";
import { blockMyCard, deleteMyAccount, getMyData } from "./my-data.ts";
import { countUnreadMessages, listMessages, readAllMessages, readMessage } from "./messages.ts";
import { addFavourite, clearSavingsGoal, getFavourite, listFavourites, removeFavourite, setSavingsGoal } from "./favourites.ts";
import { getUpcoming } from "./upcoming.ts";
import {
  createReportRequest,
  downloadReportCsv,
  downloadReportRequestCsv,
  getCheckinsReport,
  getReportRequest,
  listReportRequests,
  getRewardsReport,
  getSocialTariffSalesReport,
} from "./reports.ts";
import { getPermissions } from "./staff.ts";
import { getOrganiserAuditLog, getRegionAuditLog } from "./staff-audit-log.ts";
import { acceptStaffInvitation, changeStaffRole, inviteStaff, listStaff, removeStaff, resetStaffSecondFactor } from "./staff-members.ts";
import { cancelTicketSale, createTicketSales, getStaticTariffs, getTariffs, getTicketSales } from "./ticket-sales.ts";
import {
  addOnlineRequestFamilyMember,
  createOnlineRequestDraft,
  deleteOnlineRequestDraft,
  findOnlineRequestMunicipalities,
  getOnlineRequestDraft,
  getOnlineRequestPilotCities,
  removeOnlineRequestFamilyMember,
  resumeOnlineRequestDraft,
  saveOnlineRequestEmail,
  saveOnlineRequestFamily,
  saveOnlineRequestMainHolder,
  saveOnlineRequestRegion,
  saveOnlineRequestSocialTariff,
  verifyOnlineRequestSocialTariff,
} from "./online-request/draft.ts";
import { issueOnlineRequestRegistrationToken } from "./online-request/issuing.ts";
import {
  getOnlineRequestOrderStatus,
  handleOnlineRequestPaymentWebhook,
  openOnlineRequestOrder,
  placeOnlineRequestOrder,
  refreshOnlineRequestPayment,
  sendOnlineRequestStatusLink,
} from "./online-request/order.ts";

export const apiEndpoints = {
  getHealth,
  getFigures,
  getProfile,
  updateProfile,
  updatePin,
  getOptins,
  updateOptins,
  getPreferences,
  updatePreferences,
  getPushKey,
  subscribePush,
  unsubscribePush,
  listMessages,
  countUnreadMessages,
  readMessage,
  readAllMessages,
  listFavourites,
  getFavourite,
  addFavourite,
  removeFavourite,
  setSavingsGoal,
  clearSavingsGoal,
  getUpcoming,
  getMyData,
  deleteMyAccount,
  blockMyCard,
  getAccountState,
  skipOnboarding,
  legacyAuthenticate,
  getRegistrationToken,
  getRegistrationStatus,
  checkRegistrationEmail,
  getRegistrationInvitation,
  lookupRegistrationEmail,
  linkCard,
  getWalletCoupons,
  getWalletMemberships,
  getPointsHistory,
  getRedemptions,
  checkIn,
  getFamilyCheckinOptions,
  checkInFamily,
  searchPromotion,
  listHolderRewards,
  getRedeemStatus,
  getWelcomeAdvantages,
  cashIn,
  getFamily,
  addFamilyMember,
  removeFamilyMember,
  getFamilyMemberPass,
  leaveFamily,
  getFamilyUndo,
  undoFamilyMembership,
  acceptFamilyInvitation,
  declineFamilyInvitation,
  withdrawFamilyInvitation,
  searchOrganisers,
  searchOrganiserMarkers,
  suggestLocations,
  getLocation,
  searchActivities,
  getActivity,
  listRegions,
  getOnlineRequestPilotCities,
  findOnlineRequestMunicipalities,
  createOnlineRequestDraft,
  resumeOnlineRequestDraft,
  getOnlineRequestDraft,
  deleteOnlineRequestDraft,
  saveOnlineRequestRegion,
  saveOnlineRequestEmail,
  saveOnlineRequestSocialTariff,
  verifyOnlineRequestSocialTariff,
  saveOnlineRequestMainHolder,
  addOnlineRequestFamilyMember,
  removeOnlineRequestFamilyMember,
  saveOnlineRequestFamily,
  placeOnlineRequestOrder,
  refreshOnlineRequestPayment,
  issueOnlineRequestRegistrationToken,
  handleOnlineRequestPaymentWebhook,
  openOnlineRequestOrder,
  getOnlineRequestOrderStatus,
  sendOnlineRequestStatusLink,
  getPermissions,
  listStaff,
  inviteStaff,
  changeStaffRole,
  removeStaff,
  resetStaffSecondFactor,
  acceptStaffInvitation,
  getOrganiserAuditLog,
  getRegionAuditLog,
  createOrganiser,
  getManagedOrganiser,
  updateOrganiser,
  endOrganiser,
  listStaffRegions,
  sendRegionNews,
  listRegionNews,
  getPass,
  getCheckinStatus,
  createCheckin,
  undoCheckin,
  getEvents,
  getTariffs,
  getStaticTariffs,
  getTicketSales,
  createTicketSales,
  cancelTicketSale,
  listCounterRewards,
  redeemCounterReward,
  undoCounterRedemption,
  useRedeemCode,
  listOrganizerEvents,
  getEvent,
  createEvent,
  updateEvent,
  endEvent,
  getEventSettings,
  updateEventSettings,
  getQrCheckinCodesDownloadLink,
  getEventKioskCode,
  downloadCheckinPoster,
  getCheckinsReport,
  getRewardsReport,
  getSocialTariffSalesReport,
  downloadReportCsv,
  createReportRequest,
  listReportRequests,
  getReportRequest,
  downloadReportRequestCsv,
  listManagedRewards,
  createReward,
  updateReward,
  endReward,
} as const satisfies Record<string, EndpointDeclaration>;
