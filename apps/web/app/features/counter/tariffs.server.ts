// "Kies tarief" at the counter (issue 20, step 5; decision 0036): the discounted prices this holder gets for
// the chosen activity, computed by the api (GET /v4/tariffs: the kansentarief first, then coupons, with what
// remains of each limit), "Tarief toekennen" right before payment (POST /v4/ticket-sales, one ticket) and
// "Verkoop annuleren" (DELETE /v4/ticket-sales/:id, the limit back once). The counter never computes a price:
// it only shows the api's, and every refusal in the api's own sentence.
import { cancelTicketSale, createTicketSales, getTariffs, SOCIAL_TARIFF_ID, type Tariff } from "@vtp/contracts/ticket-sales";
import { counterCopy } from "../../copy/counter.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import { holderNow, refusalOf } from "./rewards.server.ts";
import type { CounterResult, RegularPrice, TariffStep, TariffView } from "./view.ts";

const tariffView = (tariff: Tariff): TariffView => ({
  id: tariff.id,
  name: tariff.name,
  price: tariff.price,
  social: tariff.id === SOCIAL_TARIFF_ID,
  remaining: tariff.remaining,
});

/** The query's regular price: euros with two decimals, as v4 writes it ("14.50"). */
const euros = (cents: number) => (cents / 100).toFixed(2);

/** "Kies tarief": the holder's card with the tariffs for this activity at this regular price. */
export async function askTariffs(
  args: RequestArgs,
  organizerId: string,
  eventId: string,
  uitpasNumber: string,
  regular: RegularPrice,
): Promise<CounterResult> {
  let step: TariffStep;
  try {
    const tariffs = await callApiAsHolder(args, getTariffs, {
      query: { organizerId, eventId, uitpasNumber, regularPrice: euros(regular.cents) },
    });
    step = {
      step: "choose",
      regular,
      tariffs: tariffs.available.map(tariffView),
      ...(tariffs.endUserMessage ? { note: tariffs.endUserMessage.nl } : {}),
    };
  } catch (error) {
    step = { step: "refused", message: refusalOf(error) };
  }
  return holderNow(args, organizerId, uitpasNumber, { tariff: step });
}

/** "Tarief toekennen": one ticket at the chosen tariff, registered by the api (which checks it again). */
export async function sellTicket(
  args: RequestArgs,
  organizerId: string,
  eventId: string,
  uitpasNumber: string,
  tariffId: string,
  regular: RegularPrice,
): Promise<CounterResult> {
  let step: TariffStep;
  try {
    const [sale] = await callApiAsHolder(args, createTicketSales, {
      query: { organizerId },
      body: [
        {
          regularPrice: regular.cents / 100,
          ...(regular.label ? { regularPriceLabel: regular.label } : {}),
          tariff: { id: tariffId },
          eventId,
          uitpasNumber,
        },
      ],
    });
    step = sale
      ? { step: "sold", saleId: sale.id, name: sale.tariff.name, price: sale.tariff.price, regular }
      : { step: "refused", message: counterCopy.brokenForm };
  } catch (error) {
    step = { step: "refused", message: refusalOf(error) };
  }
  return holderNow(args, organizerId, uitpasNumber, { tariff: step });
}

/** "Verkoop annuleren": the sale is cancelled and its limit given back, or the api's sentence why not. */
export async function cancelSale(args: RequestArgs, organizerId: string, uitpasNumber: string, saleId: string): Promise<CounterResult> {
  let step: TariffStep;
  try {
    await callApiAsHolder(args, cancelTicketSale, { params: { ticketSaleId: saleId }, query: { organizerId } });
    step = { step: "cancelled" };
  } catch (error) {
    step = { step: "cancel-refused", message: refusalOf(error) };
  }
  return holderNow(args, organizerId, uitpasNumber, { tariff: step });
}
