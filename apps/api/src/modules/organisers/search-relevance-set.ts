// The relevance set of the organiser search (issue 21, decision 0052): queries as holders type them
// (inflections, compounds, synonyms and short forms, typos on any word, places and names) over the demo
// data, each with the place a person would expect among the first three results, and how a search is
// scored against it. search-relevance.test.ts holds the search to it on both databases; bench/search.ts
// reports the share on the bench data.

/** [what a holder types, the place expected in the top 3]. */
export const RELEVANCE_SET: readonly (readonly [string, string])[] = [
  // Inflections and compounds
  ["zwemmen gent", "Stedelijk zwembad Gent"],
  ["zwemmen kortrijk", "Stedelijk zwembad Kortrijk"],
  ["zwemmen antwerpen", "Zwemcentrum De Bron"],
  ["zwembaden brugge", "Stedelijk zwembad Brugge"],
  ["zwembad aalst", "Stedelijk zwembad Aalst"],
  ["openluchtzwembad", "Openluchtbad De Zonneweide"],
  ["dansschool aalst", "Academie voor Muziek, Woord en Dans Aalst"],
  ["dansen leuven", "Academie voor Muziek, Woord en Dans Leuven"],
  ["muziekschool leuven", "Academie voor Muziek, Woord en Dans Leuven"],
  ["sporthallen hasselt", "Sporthal Excelsior"],
  ["bibliotheken hasselt", "Bibliotheek Hasselt"],
  ["musea mechelen", "Stedelijk Museum Mechelen"],
  ["cultuurcentra gent", "Cultuurcentrum Gent"],
  ["jeugdhuizen eeklo", "Jeugdhuis 't Hok Eeklo"],
  ["museum antwerpen", "Havenmuseum Het Dok"],
  ["mijnmuseum", "Mijnsite De Schacht"],
  ["bibliotheek blankenberge", "Strandbib Leespunt"],
  ["muziek antwerpen", "Muziekcentrum De Repetitie"],
  ["turnen gent", "Turnkring De Toekomst"],
  ["atletiek turnhout", "Atletiekclub Turnhout"],
  ["tennis mechelen", "Tennisclub Olympia"],
  ["volleybal hasselt", "Volleybalclub Excelsior"],
  ["erfgoed ieper", "Westhoek Erfgoedcentrum"],
  ["circus", "Circuscentrum De Piste"],
  ["wetenschap", "Wetenschapscentrum De Proefbuis"],
  ["kajak", "Watersportcentrum Scheldeland"],
  ["fietsverhuur hageland", "Streekhuis Hageland"],
  ["abdij koksijde", "Abdijmuseum De Duinen"],
  ["kasteel lennik", "Kasteeldomein Ten Berghe"],
  ["natuurcentrum turnhout", "Natuurcentrum De Wielewaal"],
  ["recreatiedomein boom", "Recreatiedomein De Kleiput"],
  // Synonyms and short forms
  ["bieb gent", "Stadsbibliotheek Gent"],
  ["stadsbib leuven", "Stadsbibliotheek Leuven"],
  ["cc brugge", "Cultuurcentrum Brugge"],
  ["cultuurcentrum leuven", "Cultuurcentrum Leuven"],
  ["sportzaal brugge", "Sporthal Olympia"],
  ["jeugdhuis kortrijk", "Jeugdhuis Tijl Kortrijk"],
  ["jh wommel", "JH Wommel"],
  ["speelplein eeklo", "Speelplein Robbedoes"],
  ["speelbos", "Speelbos Noorderkempen"],
  ["dierentuin", "Dierenpark De Egelantier"],
  ["zoo de panne", "Kustzoo De Duinpieper"],
  ["bioscoop leuven", "Cinema Rio"],
  ["cinema kortrijk", "Cinema Het Zoeklicht Kortrijk"],
  ["filmhuis gent", "Filmhuis Lichtspel"],
  ["theater leuven", "Theater Het Podium"],
  ["schouwburg turnhout", "Schouwburg Turnhout"],
  ["ocmw mechelen", "OCMW Mechelen"],
  ["welzijnshuis leuven", "Welzijnshuis Leuven"],
  ["sociaal huis hasselt", "Sociaal Huis Hasselt"],
  ["toerisme brugge", "Toerisme Brugge"],
  ["toerist eeklo", "Toerisme Eeklo"],
  ["infokantoor mechelen", "Infokantoor Mechelen"],
  ["kunstacademie kortrijk", "Kunstacademie Kortrijk"],
  // Typos on any word
  ["bieb gnet", "Stadsbibliotheek Gent"],
  ["muzeum gent", "Museum Het Brouwershuis"],
  ["mechlen bib", "Bibliotheek Mechelen"],
  ["kortrjik zwembad", "Stedelijk zwembad Kortrijk"],
  ["leuvn museum", "Stedelijk Museum Leuven"],
  ["cultuurcntrum kortrijk", "Cultuurcentrum Kortrijk"],
  ["hasslet bieb", "Bibliotheek Hasselt"],
  // Names, places, postal codes
  ["Stedelijk zwembad Gent", "Stedelijk zwembad Gent"],
  ["Zwembad De Dolfijn", "Zwembad De Dolfijn"],
  ["dolfijn", "Zwembad De Dolfijn"],
  ["aquarena kortrijk", "Zwembad Aquarena Kortrijk"],
  ["golfslag", "Zwembad De Golfslag"],
  ["brouwershuis", "Museum Het Brouwershuis"],
  ["predikheren", "Bib Het Predikheren"],
  ["vlielandhuis", "CC Het Vlielandhuis"],
  ["strandbib", "Strandbib Leespunt"],
  ["havenmuseum", "Havenmuseum Het Dok"],
  ["fort", "Fort Ter Schelde"],
  ["sint-niklaas", "Sportcomplex Waasland"],
  ["sint niklaas sport", "Sportcomplex Waasland"],
  ["oud-turnhout bibliotheek", "Stadsbibliotheek Oud-Turnhout"],
  ["bibliotheek 9000", "Stadsbibliotheek Gent"],
  ["uitpas balie", "UiTPAS-balie op wielen"],
];

/** The share of the set the suite demands. */
export const REQUIRED_SHARE = 0.9;

export interface RelevanceScore {
  passed: number;
  total: number;
  /** One line per query whose expected place is not in the top 3. */
  missed: string[];
}

/** Every query of the set through `search` (the names of its first three results, in order). */
export async function scoreRelevance(search: (text: string) => Promise<string[]>): Promise<RelevanceScore> {
  const missed: string[] = [];
  for (const [text, expected] of RELEVANCE_SET) {
    const names = (await search(text)).slice(0, 3);
    if (!names.includes(expected)) missed.push(`"${text}": expected ${expected}, got ${names.join(" | ") || "nothing"}`);
  }
  return { passed: RELEVANCE_SET.length - missed.length, total: RELEVANCE_SET.length, missed };
}
