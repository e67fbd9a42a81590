// The explicit list of migrations, in order. Imported by the migrator (no filesystem globbing, so it
// also works when the server is bundled). Add new migrations here with a name that sorts after the last.
import type { Migration } from "kysely/migration";
import { migration0001Initial } from "./0001_initial.ts";
import { migration0002IdpHardening } from "./0002_idp_hardening.ts";
import { migration0003ApiHardening } from "./0003_api_hardening.ts";
import { migration0004Checkins } from "./0004_checkins.ts";
import { migration0005RewardsCashIn } from "./0005_rewards_cash_in.ts";
import { migration0009CardValidityAndImportedUnits } from "./0009_card_validity_imported_units.ts";
import { migration0010AccountHolderFixed } from "./0010_account_holder_fixed.ts";
import { migration0011CheckinClaim } from "./0011_checkin_claim.ts";
import { migration0012SearchFoundation } from "./0012_search_foundation.ts";
import { migration0013SearchDocuments } from "./0013_search_documents.ts";
import { migration0016OnlineRequest } from "./0016_online_request.ts";
import { migration0017PaymentStandIn } from "./0017_payment_stand_in.ts";
import { migration0018CashInCardGuard } from "./0018_cash_in_card_guard.ts";
import { migration0019DraftVersion } from "./0019_draft_version.ts";
import { migration0020Staff } from "./0020_staff.ts";
import { migration0021CheckinUndo } from "./0021_checkin_undo.ts";
import { migration0022TicketSales } from "./0022_ticket_sales.ts";
import { migration0023CounterRewards } from "./0023_counter_rewards.ts";
import { migration0024ActivitiesAdmin } from "./0024_activities_admin.ts";
import { migration0025MyData } from "./0025_my_data.ts";
import { migration0027PartnerClients } from "./0027_partner_clients.ts";
import { migration0028RewardsAdmin } from "./0028_rewards_admin.ts";
import { migration0029StaffKeepsAnAdmin } from "./0029_staff_keeps_an_admin.ts";
import { migration0030ReportRequests } from "./0030_report_requests.ts";
import { migration0031Messages } from "./0031_messages.ts";
import { migration0032SearchDutch } from "./0032_search_dutch.ts";
import { migration0034FamilyInvitations } from "./0034_family_invitations.ts";
import { migration0035Favourites } from "./0035_favourites.ts";
import { migration0036PushAndChannels } from "./0036_push_and_channels.ts";
import { migration0038SecondFactors } from "./0038_second_factors.ts";
import { migration0039OrganiserCoordinates } from "./0039_organiser_coordinates.ts";
import { migration0040RegionNews } from "./0040_region_news.ts";
import { migration0041RewardSearchTermsFilters } from "./0041_reward_search_terms_filters.ts";
import { migration0042RewardSearchOnline } from "./0042_reward_search_online.ts";
import { migration0043OrganiserEnd } from "./0043_organiser_end.ts";

export const migrations: Record<string, Migration> = {
  "0001_initial": migration0001Initial,
  "0002_idp_hardening": migration0002IdpHardening,
  "0003_api_hardening": migration0003ApiHardening,
  "0004_checkins": migration0004Checkins,
  "0005_rewards_cash_in": migration0005RewardsCashIn,
  "0009_card_validity_imported_units": migration0009CardValidityAndImportedUnits,
  "0010_account_holder_fixed": migration0010AccountHolderFixed,
  "0011_checkin_claim": migration0011CheckinClaim,
  "0012_search_foundation": migration0012SearchFoundation,
  "0013_search_documents": migration0013SearchDocuments,
  "0016_online_request": migration0016OnlineRequest,
  "0017_payment_stand_in": migration0017PaymentStandIn,
  "0018_cash_in_card_guard": migration0018CashInCardGuard,
  "0019_draft_version": migration0019DraftVersion,
  "0020_staff": migration0020Staff,
  "0021_checkin_undo": migration0021CheckinUndo,
  "0022_ticket_sales": migration0022TicketSales,
  "0023_counter_rewards": migration0023CounterRewards,
  "0024_activities_admin": migration0024ActivitiesAdmin,
  "0025_my_data": migration0025MyData,
  "0027_partner_clients": migration0027PartnerClients,
  "0028_rewards_admin": migration0028RewardsAdmin,
  "0029_staff_keeps_an_admin": migration0029StaffKeepsAnAdmin,
  "0030_report_requests": migration0030ReportRequests,
  "0031_messages": migration0031Messages,
  "0032_search_dutch": migration0032SearchDutch,
  "0034_family_invitations": migration0034FamilyInvitations,
  "0035_favourites": migration0035Favourites,
  "0036_push_and_channels": migration0036PushAndChannels,
  "0038_second_factors": migration0038SecondFactors,
  "0039_organiser_coordinates": migration0039OrganiserCoordinates,
  "0040_region_news": migration0040RegionNews,
  "0041_reward_search_terms_filters": migration0041RewardSearchTermsFilters,
  "0042_reward_search_online": migration0042RewardSearchOnline,
  "0043_organiser_end": migration0043OrganiserEnd,
};
