// The 300 municipalities of Flanders (the division of 2019–2024; the 2025 mergers kept every postal
// code), each with its main postal code, province and an approximate centre (WGS84, about 1 km), plus
// the best-known deelgemeenten of the large cities with their own postal codes.

export type Province = "Antwerpen" | "Limburg" | "Oost-Vlaanderen" | "Vlaams-Brabant" | "West-Vlaanderen";

export interface MunicipalitySeed {
  postalCode: string;
  /** The place name shown next to the postal code. */
  name: string;
  /** The municipality it belongs to (equal to name for the main row). */
  municipality: string;
  province: Province;
  latitude: number;
  longitude: number;
}

type Row = readonly [postalCode: string, name: string, latitude: number, longitude: number];

const antwerpen: Row[] = [
  ["2630", "Aartselaar", 51.133, 4.383], ["2000", "Antwerpen", 51.219, 4.402], ["2370", "Arendonk", 51.321, 5.084],
  ["2387", "Baarle-Hertog", 51.438, 4.928], ["2490", "Balen", 51.168, 5.17], ["2340", "Beerse", 51.32, 4.853],
  ["2590", "Berlaar", 51.118, 4.659], ["2530", "Boechout", 51.16, 4.497], ["2820", "Bonheiden", 51.023, 4.54],
  ["2850", "Boom", 51.09, 4.367], ["2880", "Bornem", 51.098, 4.243], ["2150", "Borsbeek", 51.192, 4.485],
  ["2930", "Brasschaat", 51.291, 4.492], ["2960", "Brecht", 51.351, 4.637], ["2480", "Dessel", 51.238, 5.116],
  ["2570", "Duffel", 51.093, 4.509], ["2650", "Edegem", 51.155, 4.443], ["2910", "Essen", 51.468, 4.469],
  ["2440", "Geel", 51.162, 4.99], ["2280", "Grobbendonk", 51.191, 4.736], ["2220", "Heist-op-den-Berg", 51.076, 4.727],
  ["2620", "Hemiksem", 51.143, 4.34], ["2200", "Herentals", 51.177, 4.836], ["2270", "Herenthout", 51.14, 4.755],
  ["2230", "Herselt", 51.052, 4.882], ["2320", "Hoogstraten", 51.4, 4.76], ["2540", "Hove", 51.154, 4.466],
  ["2235", "Hulshout", 51.075, 4.791], ["2920", "Kalmthout", 51.383, 4.475], ["2950", "Kapellen", 51.313, 4.433],
  ["2460", "Kasterlee", 51.241, 4.967], ["2550", "Kontich", 51.135, 4.447], ["2430", "Laakdal", 51.08, 5.0],
  ["2500", "Lier", 51.131, 4.57], ["2275", "Lille", 51.24, 4.824], ["2547", "Lint", 51.127, 4.495],
  ["2390", "Malle", 51.3, 4.7], ["2800", "Mechelen", 51.028, 4.48], ["2450", "Meerhout", 51.132, 5.078],
  ["2330", "Merksplas", 51.358, 4.863], ["2400", "Mol", 51.191, 5.116], ["2640", "Mortsel", 51.172, 4.457],
  ["2845", "Niel", 51.111, 4.332], ["2560", "Nijlen", 51.161, 4.67], ["2250", "Olen", 51.144, 4.86],
  ["2360", "Oud-Turnhout", 51.32, 4.983], ["2580", "Putte", 51.055, 4.631], ["2870", "Puurs-Sint-Amands", 51.075, 4.289],
  ["2520", "Ranst", 51.19, 4.56], ["2380", "Ravels", 51.372, 4.993], ["2470", "Retie", 51.267, 5.082],
  ["2310", "Rijkevorsel", 51.349, 4.76], ["2840", "Rumst", 51.081, 4.422], ["2627", "Schelle", 51.126, 4.341],
  ["2970", "Schilde", 51.241, 4.585], ["2900", "Schoten", 51.252, 4.501], ["2860", "Sint-Katelijne-Waver", 51.067, 4.534],
  ["2940", "Stabroek", 51.332, 4.365], ["2300", "Turnhout", 51.323, 4.945], ["2290", "Vorselaar", 51.202, 4.77],
  ["2350", "Vosselaar", 51.309, 4.889], ["2260", "Westerlo", 51.09, 4.917], ["2110", "Wijnegem", 51.227, 4.518],
  ["2830", "Willebroek", 51.06, 4.36], ["2160", "Wommelgem", 51.205, 4.522], ["2990", "Wuustwezel", 51.39, 4.595],
  ["2240", "Zandhoven", 51.214, 4.661], ["2980", "Zoersel", 51.268, 4.712], ["2070", "Zwijndrecht", 51.215, 4.33],
];

const limburg: Row[] = [
  ["3570", "Alken", 50.875, 5.306], ["3665", "As", 51.007, 5.584], ["3580", "Beringen", 51.049, 5.226],
  ["3740", "Bilzen", 50.873, 5.519], ["3950", "Bocholt", 51.174, 5.579], ["3840", "Borgloon", 50.802, 5.343],
  ["3960", "Bree", 51.141, 5.597], ["3590", "Diepenbeek", 50.908, 5.418], ["3650", "Dilsen-Stokkem", 51.035, 5.725],
  ["3600", "Genk", 50.965, 5.5], ["3890", "Gingelom", 50.748, 5.133], ["3545", "Halen", 50.948, 5.111],
  ["3945", "Ham", 51.1, 5.162], ["3930", "Hamont-Achel", 51.251, 5.548], ["3500", "Hasselt", 50.93, 5.338],
  ["3940", "Hechtel-Eksel", 51.128, 5.369], ["3870", "Heers", 50.754, 5.302], ["3540", "Herk-de-Stad", 50.939, 5.169],
  ["4384", "Herstappe", 50.727, 5.425], ["3550", "Heusden-Zolder", 51.032, 5.282], ["3730", "Hoeselt", 50.848, 5.488],
  ["3530", "Houthalen-Helchteren", 51.031, 5.375], ["3640", "Kinrooi", 51.145, 5.743], ["3720", "Kortessem", 50.858, 5.388],
  ["3620", "Lanaken", 50.893, 5.647], ["3970", "Leopoldsburg", 51.117, 5.258], ["3920", "Lommel", 51.23, 5.313],
  ["3560", "Lummen", 50.987, 5.191], ["3680", "Maaseik", 51.098, 5.787], ["3630", "Maasmechelen", 50.966, 5.694],
  ["3850", "Nieuwerkerken", 50.864, 5.195], ["3660", "Oudsbergen", 51.044, 5.584], ["3990", "Peer", 51.131, 5.459],
  ["3900", "Pelt", 51.218, 5.419], ["3770", "Riemst", 50.808, 5.601], ["3800", "Sint-Truiden", 50.816, 5.186],
  ["3980", "Tessenderlo", 51.066, 5.088], ["3700", "Tongeren", 50.781, 5.464], ["3790", "Voeren", 50.756, 5.79],
  ["3830", "Wellen", 50.841, 5.339], ["3520", "Zonhoven", 50.991, 5.366], ["3690", "Zutendaal", 50.935, 5.575],
];

const oostVlaanderen: Row[] = [
  ["9300", "Aalst", 50.937, 4.04], ["9880", "Aalter", 51.09, 3.447], ["9960", "Assenede", 51.226, 3.751],
  ["9290", "Berlare", 51.032, 4.001], ["9120", "Beveren", 51.212, 4.256], ["9660", "Brakel", 50.8, 3.764],
  ["9255", "Buggenhout", 51.015, 4.201], ["9840", "De Pinte", 50.998, 3.648], ["9800", "Deinze", 50.983, 3.527],
  ["9470", "Denderleeuw", 50.885, 4.075], ["9200", "Dendermonde", 51.028, 4.101], ["9070", "Destelbergen", 51.057, 3.798],
  ["9900", "Eeklo", 51.186, 3.561], ["9420", "Erpe-Mere", 50.925, 3.968], ["9940", "Evergem", 51.11, 3.707],
  ["9890", "Gavere", 50.929, 3.661], ["9000", "Gent", 51.054, 3.725], ["9500", "Geraardsbergen", 50.773, 3.882],
  ["9450", "Haaltert", 50.905, 4.001], ["9220", "Hamme", 51.098, 4.136], ["9550", "Herzele", 50.889, 3.892],
  ["9667", "Horebeke", 50.836, 3.693], ["9970", "Kaprijke", 51.216, 3.615], ["9690", "Kluisbergen", 50.776, 3.516],
  ["9150", "Kruibeke", 51.17, 4.31], ["9770", "Kruisem", 50.904, 3.528], ["9270", "Laarne", 51.03, 3.851],
  ["9280", "Lebbeke", 50.999, 4.132], ["9340", "Lede", 50.966, 3.986], ["9570", "Lierde", 50.813, 3.825],
  ["9920", "Lievegem", 51.12, 3.58], ["9080", "Lochristi", 51.097, 3.833], ["9160", "Lokeren", 51.104, 3.993],
  ["9680", "Maarkedal", 50.799, 3.643], ["9990", "Maldegem", 51.208, 3.446], ["9090", "Melle", 51.001, 3.798],
  ["9820", "Merelbeke", 50.995, 3.746], ["9180", "Moerbeke", 51.175, 3.934], ["9810", "Nazareth", 50.958, 3.596],
  ["9400", "Ninove", 50.834, 4.023], ["9860", "Oosterzele", 50.947, 3.8], ["9700", "Oudenaarde", 50.845, 3.604],
  ["9600", "Ronse", 50.745, 3.6], ["9170", "Sint-Gillis-Waas", 51.221, 4.124], ["9980", "Sint-Laureins", 51.243, 3.527],
  ["9520", "Sint-Lievens-Houtem", 50.92, 3.862], ["9830", "Sint-Martens-Latem", 51.018, 3.631], ["9100", "Sint-Niklaas", 51.165, 4.143],
  ["9190", "Stekene", 51.21, 4.037], ["9140", "Temse", 51.127, 4.213], ["9250", "Waasmunster", 51.106, 4.086],
  ["9185", "Wachtebeke", 51.17, 3.873], ["9230", "Wetteren", 51.003, 3.884], ["9260", "Wichelen", 51.006, 3.975],
  ["9790", "Wortegem-Petegem", 50.86, 3.513], ["9240", "Zele", 51.066, 4.04], ["9060", "Zelzate", 51.2, 3.81],
  ["9620", "Zottegem", 50.868, 3.81], ["9870", "Zulte", 50.92, 3.449], ["9630", "Zwalm", 50.88, 3.72],
];

const vlaamsBrabant: Row[] = [
  ["3200", "Aarschot", 50.986, 4.837], ["1790", "Affligem", 50.912, 4.11], ["1730", "Asse", 50.911, 4.198],
  ["1650", "Beersel", 50.766, 4.305], ["3130", "Begijnendijk", 51.022, 4.785], ["3460", "Bekkevoort", 50.941, 5.035],
  ["3060", "Bertem", 50.864, 4.629], ["1547", "Bever", 50.717, 3.94], ["3360", "Bierbeek", 50.828, 4.76],
  ["3190", "Boortmeerbeek", 50.98, 4.573], ["3370", "Boutersem", 50.836, 4.835], ["3290", "Diest", 50.985, 5.051],
  ["1700", "Dilbeek", 50.848, 4.26], ["1620", "Drogenbos", 50.788, 4.318], ["1570", "Galmaarden", 50.745, 3.967],
  ["3450", "Geetbets", 50.897, 5.112], ["3380", "Glabbeek", 50.873, 4.954], ["1755", "Gooik", 50.795, 4.114],
  ["1850", "Grimbergen", 50.934, 4.372], ["3150", "Haacht", 50.977, 4.637], ["1500", "Halle", 50.734, 4.237],
  ["3020", "Herent", 50.907, 4.671], ["1540", "Herne", 50.724, 4.033], ["3320", "Hoegaarden", 50.776, 4.89],
  ["1560", "Hoeilaart", 50.767, 4.468], ["3220", "Holsbeek", 50.922, 4.758], ["3040", "Huldenberg", 50.789, 4.583],
  ["1910", "Kampenhout", 50.942, 4.552], ["1880", "Kapelle-op-den-Bos", 51.01, 4.363], ["3140", "Keerbergen", 51.003, 4.632],
  ["3470", "Kortenaken", 50.908, 5.06], ["3070", "Kortenberg", 50.889, 4.543], ["1950", "Kraainem", 50.862, 4.469],
  ["3400", "Landen", 50.752, 5.082], ["1750", "Lennik", 50.806, 4.161], ["3000", "Leuven", 50.879, 4.701],
  ["1770", "Liedekerke", 50.87, 4.087], ["1630", "Linkebeek", 50.767, 4.337], ["3350", "Linter", 50.833, 5.036],
  ["1840", "Londerzeel", 51.005, 4.301], ["3210", "Lubbeek", 50.882, 4.838], ["1830", "Machelen", 50.91, 4.44],
  ["1860", "Meise", 50.939, 4.326], ["1785", "Merchtem", 50.958, 4.232], ["1745", "Opwijk", 50.97, 4.185],
  ["3050", "Oud-Heverlee", 50.836, 4.662], ["3090", "Overijse", 50.774, 4.535], ["1670", "Pepingen", 50.759, 4.16],
  ["1760", "Roosdaal", 50.835, 4.085], ["3110", "Rotselaar", 50.953, 4.715], ["3270", "Scherpenheuvel-Zichem", 50.98, 4.978],
  ["1640", "Sint-Genesius-Rode", 50.748, 4.357], ["1600", "Sint-Pieters-Leeuw", 50.78, 4.244], ["1820", "Steenokkerzeel", 50.918, 4.508],
  ["1740", "Ternat", 50.866, 4.174], ["3080", "Tervuren", 50.824, 4.514], ["3390", "Tielt-Winge", 50.933, 4.89],
  ["3300", "Tienen", 50.807, 4.938], ["3120", "Tremelo", 50.993, 4.708], ["1800", "Vilvoorde", 50.928, 4.425],
  ["1780", "Wemmel", 50.909, 4.306], ["1970", "Wezembeek-Oppem", 50.851, 4.492], ["1930", "Zaventem", 50.884, 4.472],
  ["1980", "Zemst", 50.983, 4.462], ["3440", "Zoutleeuw", 50.833, 5.104],
];

const westVlaanderen: Row[] = [
  ["8690", "Alveringem", 50.99, 2.714], ["8570", "Anzegem", 50.833, 3.466], ["8850", "Ardooie", 50.974, 3.2],
  ["8580", "Avelgem", 50.774, 3.445], ["8730", "Beernem", 51.139, 3.34], ["8370", "Blankenberge", 51.313, 3.132],
  ["8450", "Bredene", 51.236, 2.972], ["8000", "Brugge", 51.209, 3.225], ["8340", "Damme", 51.252, 3.282],
  ["8420", "De Haan", 51.273, 3.034], ["8660", "De Panne", 51.099, 2.594], ["8540", "Deerlijk", 50.854, 3.354],
  ["8720", "Dentergem", 50.964, 3.416], ["8600", "Diksmuide", 51.033, 2.864], ["8470", "Gistel", 51.157, 2.966],
  ["8530", "Harelbeke", 50.855, 3.309], ["8950", "Heuvelland", 50.781, 2.816], ["8830", "Hooglede", 50.983, 3.083],
  ["8650", "Houthulst", 50.978, 2.95], ["8480", "Ichtegem", 51.094, 3.015], ["8900", "Ieper", 50.851, 2.886],
  ["8770", "Ingelmunster", 50.921, 3.254], ["8870", "Izegem", 50.915, 3.213], ["8490", "Jabbeke", 51.182, 3.09],
  ["8300", "Knokke-Heist", 51.35, 3.264], ["8680", "Koekelare", 51.09, 2.979], ["8670", "Koksijde", 51.116, 2.637],
  ["8610", "Kortemark", 51.03, 3.043], ["8500", "Kortrijk", 50.828, 3.265], ["8520", "Kuurne", 50.852, 3.284],
  ["8920", "Langemark-Poelkapelle", 50.913, 2.916], ["8880", "Ledegem", 50.857, 3.124], ["8860", "Lendelede", 50.886, 3.237],
  ["8810", "Lichtervelde", 51.032, 3.14], ["8647", "Lo-Reninge", 50.953, 2.76], ["8930", "Menen", 50.797, 3.122],
  ["8957", "Mesen", 50.764, 2.897], ["8760", "Meulebeke", 50.95, 3.288], ["8430", "Middelkerke", 51.186, 2.82],
  ["8890", "Moorslede", 50.891, 3.062], ["8620", "Nieuwpoort", 51.13, 2.751], ["8400", "Oostende", 51.216, 2.927],
  ["8020", "Oostkamp", 51.155, 3.233], ["8780", "Oostrozebeke", 50.921, 3.337], ["8460", "Oudenburg", 51.183, 3.001],
  ["8740", "Pittem", 50.993, 3.267], ["8970", "Poperinge", 50.855, 2.727], ["8800", "Roeselare", 50.947, 3.124],
  ["8755", "Ruiselede", 51.041, 3.394], ["8587", "Spiere-Helkijn", 50.724, 3.36], ["8840", "Staden", 50.975, 3.015],
  ["8700", "Tielt", 50.999, 3.327], ["8820", "Torhout", 51.065, 3.102], ["8630", "Veurne", 51.072, 2.662],
  ["8640", "Vleteren", 50.916, 2.738], ["8790", "Waregem", 50.889, 3.425], ["8940", "Wervik", 50.781, 3.04],
  ["8560", "Wevelgem", 50.812, 3.184], ["8710", "Wielsbeke", 50.904, 3.371], ["8750", "Wingene", 51.057, 3.273],
  ["8210", "Zedelgem", 51.142, 3.136], ["8980", "Zonnebeke", 50.872, 2.987], ["8377", "Zuienkerke", 51.265, 3.155],
  ["8550", "Zwevegem", 50.812, 3.338],
];

/** Deelgemeenten of the large cities: [postal code, place, municipality, latitude, longitude]. */
const deelgemeenten: (readonly [string, string, string, number, number])[] = [
  ["9030", "Mariakerke", "Gent", 51.073, 3.677], ["9031", "Drongen", "Gent", 51.051, 3.658],
  ["9032", "Wondelgem", "Gent", 51.088, 3.711], ["9040", "Sint-Amandsberg", "Gent", 51.062, 3.748],
  ["9041", "Oostakker", "Gent", 51.09, 3.77], ["9042", "Desteldonk", "Gent", 51.121, 3.782],
  ["9042", "Mendonk", "Gent", 51.145, 3.815], ["9042", "Sint-Kruis-Winkel", "Gent", 51.153, 3.823],
  ["9050", "Gentbrugge", "Gent", 51.04, 3.76], ["9050", "Ledeberg", "Gent", 51.038, 3.744],
  ["9051", "Sint-Denijs-Westrem", "Gent", 51.027, 3.67], ["9051", "Afsnee", "Gent", 51.03, 3.653],
  ["9052", "Zwijnaarde", "Gent", 51.002, 3.71],
  ["2018", "Antwerpen", "Antwerpen", 51.205, 4.415], ["2020", "Antwerpen", "Antwerpen", 51.19, 4.39],
  ["2030", "Antwerpen", "Antwerpen", 51.245, 4.405], ["2040", "Berendrecht", "Antwerpen", 51.34, 4.31],
  ["2040", "Zandvliet", "Antwerpen", 51.36, 4.31], ["2040", "Lillo", "Antwerpen", 51.305, 4.29],
  ["2050", "Antwerpen", "Antwerpen", 51.225, 4.38], ["2060", "Antwerpen", "Antwerpen", 51.225, 4.425],
  ["2100", "Deurne", "Antwerpen", 51.215, 4.465], ["2140", "Borgerhout", "Antwerpen", 51.212, 4.44],
  ["2170", "Merksem", "Antwerpen", 51.246, 4.447], ["2180", "Ekeren", "Antwerpen", 51.28, 4.433],
  ["2600", "Berchem", "Antwerpen", 51.193, 4.425], ["2610", "Wilrijk", "Antwerpen", 51.168, 4.398],
  ["2660", "Hoboken", "Antwerpen", 51.175, 4.35],
  ["8200", "Sint-Andries", "Brugge", 51.196, 3.18], ["8200", "Sint-Michiels", "Brugge", 51.186, 3.215],
  ["8310", "Assebroek", "Brugge", 51.195, 3.25], ["8310", "Sint-Kruis", "Brugge", 51.213, 3.255],
  ["8380", "Zeebrugge", "Brugge", 51.33, 3.2], ["8380", "Dudzele", "Brugge", 51.275, 3.233],
  ["8380", "Lissewege", "Brugge", 51.296, 3.195],
  ["3001", "Heverlee", "Leuven", 50.865, 4.696], ["3010", "Kessel-Lo", "Leuven", 50.89, 4.73],
  ["3012", "Wilsele", "Leuven", 50.9, 4.7], ["3018", "Wijgmaal", "Leuven", 50.925, 4.7],
  ["9308", "Gijzegem", "Aalst", 50.98, 4.063], ["9308", "Hofstade", "Aalst", 50.97, 4.05],
  ["9310", "Baardegem", "Aalst", 50.958, 4.137], ["9310", "Herdersem", "Aalst", 50.968, 4.04],
  ["9310", "Meldert", "Aalst", 50.935, 4.135], ["9310", "Moorsel", "Aalst", 50.945, 4.095],
  ["9320", "Erembodegem", "Aalst", 50.918, 4.053], ["9320", "Nieuwerkerken", "Aalst", 50.925, 4.0],
  ["8501", "Bissegem", "Kortrijk", 50.823, 3.226], ["8501", "Heule", "Kortrijk", 50.84, 3.235],
  ["8510", "Bellegem", "Kortrijk", 50.775, 3.276], ["8510", "Kooigem", "Kortrijk", 50.75, 3.3],
  ["8510", "Marke", "Kortrijk", 50.808, 3.23], ["8510", "Rollegem", "Kortrijk", 50.763, 3.258],
  ["2800", "Walem", "Mechelen", 51.063, 4.445], ["2801", "Heffen", "Mechelen", 51.048, 4.433],
  ["2811", "Hombeek", "Mechelen", 51.001, 4.417], ["2811", "Leest", "Mechelen", 51.035, 4.415],
  ["2812", "Muizen", "Mechelen", 51.005, 4.515],
  ["3500", "Sint-Lambrechts-Herk", "Hasselt", 50.895, 5.29], ["3501", "Wimmertingen", "Hasselt", 50.885, 5.315],
  ["3510", "Kermt", "Hasselt", 50.952, 5.245], ["3510", "Spalbeek", "Hasselt", 50.95, 5.222],
  ["3511", "Kuringen", "Hasselt", 50.942, 5.3], ["3511", "Stokrooi", "Hasselt", 50.958, 5.29],
  ["3512", "Stevoort", "Hasselt", 50.918, 5.25],
];

function expand(province: Province, rows: Row[]): MunicipalitySeed[] {
  return rows.map(([postalCode, name, latitude, longitude]) => ({
    postalCode,
    name,
    municipality: name,
    province,
    latitude,
    longitude,
  }));
}

/** The main row of each of the 300 municipalities, by province and then alphabetically. */
export const MAIN_MUNICIPALITIES: readonly MunicipalitySeed[] = [
  ...expand("Antwerpen", antwerpen),
  ...expand("Limburg", limburg),
  ...expand("Oost-Vlaanderen", oostVlaanderen),
  ...expand("Vlaams-Brabant", vlaamsBrabant),
  ...expand("West-Vlaanderen", westVlaanderen),
];

const provinceOf = new Map(MAIN_MUNICIPALITIES.map((m) => [m.municipality, m.province]));

/** Every seeded place: the 300 main rows followed by the deelgemeenten. */
export const MUNICIPALITIES: readonly MunicipalitySeed[] = [
  ...MAIN_MUNICIPALITIES,
  ...deelgemeenten.map(([postalCode, name, municipality, latitude, longitude]) => {
    const province = provinceOf.get(municipality);
    if (province === undefined) throw new Error(`Onbekende hoofdgemeente ${municipality}`);
    return { postalCode, name, municipality, province, latitude, longitude };
  }),
];

/** Key used to find a place: "9040 Sint-Amandsberg". */
export function placeKey(postalCode: string, name: string): string {
  return `${postalCode} ${name}`;
}
