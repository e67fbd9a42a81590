// A family member's pass for the main holder (decision 0056): the page /profiel/gezin/:gezinslid/pas and
// the links to it under the holder's own pass. The api decides who may see which pass.
import { data } from "react-router";
import { getFamily } from "@vtp/contracts/family";
import { getFamilyMemberPass } from "@vtp/contracts/family-pass";
import { z } from "zod";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { code128, type Barcode } from "../card/index.server.ts";
import { holderCard, type HolderCard } from "../card/index.ts";

export interface MemberPassPage {
  firstName: string;
  points: number;
  card: HolderCard;
  barcode: Barcode;
}

const holderIdParam = z.uuid();

/** The page's loader: a member of my own family, else the page does not exist (404, whoever asks). */
export async function loadMemberPass(args: RequestArgs & { params: { gezinslid?: string } }): Promise<MemberPassPage> {
  await requireAuth(args);
  const holderId = holderIdParam.safeParse(args.params.gezinslid);
  if (!holderId.success) throw data(null, { status: 404 });
  try {
    const pass = await callApiAsHolder(args, getFamilyMemberPass, { params: { holderId: holderId.data } });
    return { firstName: pass.firstName, points: pass.points, card: holderCard(pass), barcode: code128(pass.cardNumber) };
  } catch (error) {
    const code = problemOf(getFamilyMemberPass, error)?.code;
    if (code === "FAMILY_MEMBER_NOT_FOUND" || code === "NO_CARD") throw data(null, { status: 404 });
    throw error;
  }
}

export interface MemberPassLink {
  holderId: string;
  firstName: string;
}

/**
 * The members of my own family, for "Toon de pas van …" under my own pass. The own pass must show even
 * when this fails (a holder at a counter), so an api error leaves the links out instead of failing the page.
 */
export async function memberPassLinks(args: RequestArgs): Promise<MemberPassLink[]> {
  try {
    const family = await callApiAsHolder(args, getFamily, {});
    return family.members.filter((m) => !m.mainFamilyMember).map((m) => ({ holderId: m.holderId, firstName: m.firstName }));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}
