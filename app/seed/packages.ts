import type { PackageFacts } from "~/models/package.server";
import type { RuleInput } from "~/models/schedule.server";

export type SeedPackage = {
  slug: string; // folder name of its images
  title: string;
  shortDescription: string; // 1-2 sentences, under 200 characters
  longDescription: string; // 3 short paragraphs separated by "\n\n", 120-200 words in total
  highlights: string[]; // 4-6 items, each one line
  important: string[]; // 3-5 items
  recommended: string[]; // 3-5 items
  information: string[]; // 3-5 items
  /** Duration, meeting point, prices in whole rupees (infants 0: free) and the cut-off (null: 24 hours). */
  facts: PackageFacts;
  /** The weekly departures (ISO weekdays, 1 = Monday); none: the package is booked on any date, as a request. */
  rules: RuleInput[];
  /** The Rs 500 supplement per person its "Pick-up zones" line promises, by zone (decision 040). */
  zoneSurcharges?: Record<string, number>;
};

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export const seedPackages: SeedPackage[] = [
  {
    slug: "ile-aux-cerfs-catamaran",
    title: "Île aux Cerfs Catamaran Day",
    shortDescription:
      "A relaxed day on a sailing catamaran from Trou d'Eau Douce, with the GRSE waterfall, a snorkelling stop, a barbecue lunch on board and free time on Île aux Cerfs.",
    longDescription:
      "We leave the jetty at Trou d'Eau Douce at around 09:30 and sail south inside the east coast lagoon, one of the widest in Mauritius. The first stop is the mouth of the Grande Rivière Sud-Est, where a small boat takes you up the river to the GRSE waterfall at the end of a narrow basalt gorge.\n\n" +
      "Back on board, the crew anchors near the reef for a snorkelling stop, with masks, fins and life jackets provided. While you swim, the barbecue is lit: grilled chicken, fish and sausages with creole salads, rice and fresh fruit, served on deck at around 12:30. A vegetarian option is always available, and soft drinks, local beer and rum are included.\n\n" +
      "In the early afternoon we drop you at Île aux Cerfs for about two hours of free time. The beach faces a shallow lagoon that is ideal for swimming, and parasailing or other water sports can be booked on the island. We sail back to Trou d'Eau Douce at around 16:00, and your driver takes you back to your hotel.",
    highlights: [
      "Sailing the east coast lagoon on a catamaran from Trou d'Eau Douce",
      "Small-boat visit to the GRSE waterfall in its basalt gorge",
      "Snorkelling stop near the reef, equipment provided",
      "Barbecue lunch on board, with soft drinks, beer and rum included",
      "About two hours of free time on the beach at Île aux Cerfs",
    ],
    important: [
      "Hotel pick-up between 07:30 and 08:45 depending on your coast; the exact time is confirmed the evening before.",
      "Snorkelling is optional; life jackets are provided, but you should be comfortable in water out of your depth.",
      "We sail in light rain; if the skipper or the coast guard cancels for strong wind or rough sea, we offer another date or a full refund.",
      "Water sports, sun loungers and parasols on Île aux Cerfs are not included.",
      "Boarding is from the jetty or a small boat, so the trip is not suitable for guests with reduced mobility.",
    ],
    recommended: [
      "Swimwear under your clothes, a towel and a change of clothes",
      "Reef-safe sunscreen, a hat and sunglasses",
      "Water shoes for the rocky landing at the waterfall",
      "A waterproof pouch for your phone and camera",
      "Some cash in rupees for water sports or snacks on the island",
    ],
    information: [
      "Duration: about 9 hours door to door, including 6.5 hours on the water and the island",
      "Pick-up zones: east coast (Belle Mare, Palmar, Trou d'Eau Douce), north coast (Grand Baie, Pereybère, Trou aux Biches) and centre; west coast (Flic en Flac, Tamarin) with a Rs 500 supplement per person",
      "Group: three shared catamarans sail together, up to 40 guests on each; crew speaks English and French",
      "Price: Rs 3,500 per adult, Rs 1,900 per child (3–11), infants under 3 free; lunch and drinks included",
    ],
    facts: {
      durationMinutes: 540,
      meetingPoint: "Trou d'Eau Douce public jetty, opposite the police station",
      priceAdult: 3500,
      priceChild: 1900,
      priceInfant: 0,
      cutoffHours: null,
    },
    rules: [{ weekdays: EVERY_DAY, startTimes: ["09:30"], seats: 120, validFrom: null, validTo: null }],
    zoneSurcharges: { West: 500 },
  },
  {
    slug: "south-west-le-morne-chamarel",
    title: "South-West Discovery: Le Morne, Chamarel and Black River Gorges",
    shortDescription:
      "A full day in the south-west: Le Morne Brabant, the Seven Coloured Earth and waterfall at Chamarel, the Black River Gorges viewpoint and a creole lunch at a table d'hôte.",
    longDescription:
      "We start at Le Morne Brabant, the basalt mountain at the south-western tip of the island, inscribed as a UNESCO World Heritage Site in 2008. In the eighteenth and early nineteenth centuries its cliffs and caves sheltered maroons, enslaved people who had escaped from the plantations. At the Slave Route Monument your guide tells their story and the oral traditions linked to the mountain.\n\n" +
      "We then climb the winding road to Chamarel. At the Seven Coloured Earth, dunes of weathered volcanic soil show bands of red, brown, violet and ochre, and a short walk leads to a viewpoint over the Chamarel waterfall, which drops about 100 metres into the forest. Lunch is a home-cooked creole meal at a table d'hôte in the village: fish or chicken curry, rougaille, lentils, rice and seasonal vegetables.\n\n" +
      "In the afternoon we cross the Plaine Champagne plateau to the Black River Gorges viewpoint, which looks down the forested valley to the west coast. If you wish, we continue to Grand Bassin (Ganga Talao), the crater lake sacred to Hindus in Mauritius. We are back at your hotel by around 17:30.",
    highlights: [
      "Le Morne Brabant and the Slave Route Monument, a UNESCO World Heritage Site",
      "The Seven Coloured Earth and the Chamarel waterfall",
      "Creole lunch at a family table d'hôte in Chamarel",
      "Black River Gorges viewpoint on the Plaine Champagne road",
      "Optional visit to Grand Bassin (Ganga Talao), the sacred crater lake",
    ],
    important: [
      "Pick-up from 08:00 on the west coast and from 07:15 on the north and east coasts; the exact time is confirmed the evening before.",
      "Grand Bassin is a place of worship: shoulders and knees should be covered, and shoes are removed near the shrines.",
      "Entrance to the Seven Coloured Earth park is included; drinks other than water at lunch are not.",
      "The tour runs in light rain; in heavy rain or under a cyclone warning we rebook or refund in full.",
      "There are short walks on uneven paths and steps at the viewpoints, but no real hiking.",
    ],
    recommended: [
      "Comfortable walking shoes",
      "A light jacket, as Chamarel and Plaine Champagne are cooler than the coast",
      "Sunscreen, a hat and sunglasses",
      "A scarf or sarong to cover shoulders and knees at Grand Bassin",
    ],
    information: [
      "Duration: about 9 hours, including lunch",
      "Pick-up zones: west coast (Flic en Flac, Wolmar, Tamarin, Le Morne) and south (Bel Ombre); north (Grand Baie, Trou aux Biches) and east (Belle Mare) with earlier pick-up",
      "Small groups, at most 12 guests in each air-conditioned minibus; guides speak English and French",
      "Price: Rs 3,900 per adult, Rs 2,200 per child (3–11), infants under 3 free; lunch and entrance fees included",
    ],
    facts: {
      durationMinutes: 540,
      meetingPoint: "Le Morne public beach car park, by the Slave Route Monument road",
      priceAdult: 3900,
      priceChild: 2200,
      priceInfant: 0,
      cutoffHours: null,
    },
    rules: [{ weekdays: EVERY_DAY, startTimes: ["08:30"], seats: 40, validFrom: null, validTo: null }],
  },
  {
    slug: "black-river-gorges-hike",
    title: "Black River Gorges Guided Hike",
    shortDescription:
      "A guided hike in the largest national park in Mauritius, through native forest on the Macchabée trail or up to Black River Peak, looking out for endemic birds.",
    longDescription:
      "Black River Gorges National Park, created in 1994, protects much of the native forest left in Mauritius across the uplands of the south-west. Your guide chooses the route with you: the Macchabée trail through the Macchabée forest to a viewpoint over the gorges, or a short stop at Alexandra Falls followed by the climb from the Plaine Champagne road to Black River Peak, at 828 metres the highest point on the island.\n\n" +
      "Along the way we walk under ebony, tambalacoque and tree ferns, as well as patches of strawberry guava and privet that the park is working to clear. Mornings are the best time for birds, and with patience you may see the pink pigeon, the Mauritius kestrel and the echo parakeet, three endemic species brought back from a handful of individuals by decades of conservation work.\n\n" +
      "At a quiet spot we stop for a picnic of sandwiches, fruit and local snacks before walking back to the minibus. The pace is steady rather than fast, with regular pauses to look and listen, and we are back at your hotel by mid-afternoon.",
    highlights: [
      "Guided walk in the largest national park in Mauritius",
      "Choice of the Macchabée trail or the climb to Black River Peak (828 m)",
      "Endemic birds: pink pigeon, Mauritius kestrel and echo parakeet",
      "Native forest of ebony, tambalacoque and tree ferns",
      "Views over the gorges towards the west coast",
      "Picnic lunch in the forest",
    ],
    important: [
      "Pick-up between 06:30 and 07:30 depending on your hotel, so that we walk while it is still cool.",
      "Moderate difficulty: 6 to 10 km depending on the trail, with steep, rocky and sometimes muddy sections; a reasonable level of fitness is needed.",
      "Trails become slippery after rain; the guide may change or shorten the route, and in heavy rain or under a cyclone warning we rebook or refund in full.",
      "Birds are wild, so sightings cannot be guaranteed.",
    ],
    recommended: [
      "Hiking or trail shoes with good grip",
      "A light rain jacket and a warm layer, as the uplands are cooler and often misty",
      "At least 1.5 litres of water per person; the guide carries extra",
      "Insect repellent, sunscreen and a hat",
      "Binoculars, if you have them",
    ],
    information: [
      "Duration: about 7 hours, including 4 to 5 hours of walking",
      "Pick-up zones: west coast (Flic en Flac, Tamarin, Black River, Le Morne), south (Bel Ombre) and centre (Curepipe, Quatre Bornes); north and east coasts with a Rs 500 supplement per person",
      "Small group, at most 12 walkers with two guides; guides speak English and French",
      "Price: Rs 3,200 per adult, Rs 1,900 per child (8–11); picnic and water included",
      "Minimum age 8; infants and young children cannot join this hike",
    ],
    facts: {
      durationMinutes: 420,
      meetingPoint: "Pétrin information centre, Black River Gorges National Park",
      priceAdult: 3200,
      priceChild: 1900,
      priceInfant: 0,
      cutoffHours: null,
    },
    rules: [{ weekdays: [2, 4, 6], startTimes: ["07:30"], seats: 12, validFrom: null, validTo: null }],
    zoneSurcharges: { North: 500, East: 500 },
  },
  {
    slug: "blue-bay-glass-bottom-snorkel",
    title: "Blue Bay Marine Park: Glass-Bottom Boat and Snorkelling",
    shortDescription:
      "A morning in Blue Bay Marine Park: coral seen from a glass-bottom boat, snorkelling in the coral garden, a stop at Île aux Deux Cocos and a walk on the Mahébourg waterfront.",
    longDescription:
      "Blue Bay, near Mahébourg on the south-east coast, was declared a marine park in 2000 and is also listed as a Ramsar wetland. Its shallow lagoon holds some of the best-preserved coral in Mauritius, and fishing is restricted inside the park. We board a glass-bottom boat at Blue Bay at around 09:00 and cruise slowly over the reef while the skipper points out brain corals, parrotfish, butterflyfish and sea cucumbers.\n\n" +
      "At the coral garden the boat ties up to a mooring buoy and you can snorkel for about 45 minutes, with masks, fins and life jackets provided and a crew member in the water. We then cross to Île aux Deux Cocos, a small island with a Moorish-style villa built in the 1920s, for a swim and a rest in the shade.\n\n" +
      "Back on shore, we drive ten minutes to Mahébourg for a walk along the waterfront, with views across the bay to Lion Mountain. On Mondays the town market is worth a look. We return you to your hotel in the early afternoon.",
    highlights: [
      "Glass-bottom boat ride over the reef of Blue Bay Marine Park",
      "About 45 minutes of snorkelling in the coral garden, equipment provided",
      "Swim and beach stop at Île aux Deux Cocos",
      "Stroll along the Mahébourg waterfront with views of Lion Mountain",
      "Calm, shallow water suited to first-time snorkellers",
    ],
    important: [
      "Pick-up between 07:00 and 08:15 depending on your hotel; the exact time is confirmed the evening before.",
      "Snorkellers should be able to swim; non-swimmers can stay on the boat and still see the coral through the glass floor.",
      "Marine park rules apply: do not stand on, touch or take coral, shells or fish, and do not feed the fish.",
      "Boat trips depend on sea conditions; if the skipper cancels for wind or swell, we offer another date or a full refund.",
      "Lunch is not included; there are snack stalls and small restaurants in Mahébourg.",
    ],
    recommended: [
      "Swimwear, a towel and a change of clothes",
      "Reef-safe sunscreen, or a rash vest",
      "A hat and sunglasses",
      "Water shoes",
      "Some cash in rupees for snacks in Mahébourg",
    ],
    information: [
      "Duration: about 5 hours door to door",
      "Pick-up zones: south-east (Blue Bay, Pointe d'Esny, Mahébourg), south (Bel Ombre) and east (Belle Mare, Trou d'Eau Douce); west and north coasts with a Rs 500 supplement per person",
      "Three boats of up to 10 guests each at every departure; crew speaks English and French",
      "Price: Rs 2,900 per adult, Rs 1,600 per child (3–11), infants under 3 free; snorkelling equipment included",
    ],
    facts: {
      durationMinutes: 300,
      meetingPoint: "Blue Bay public beach, at the glass-bottom boat kiosk",
      priceAdult: 2900,
      priceChild: 1600,
      priceInfant: 0,
      cutoffHours: null,
    },
    rules: [{ weekdays: EVERY_DAY, startTimes: ["09:00", "13:30"], seats: 30, validFrom: null, validTo: null }],
    zoneSurcharges: { West: 500, North: 500 },
  },
  {
    slug: "pamplemousses-port-louis",
    title: "Pamplemousses Botanical Garden and Port Louis",
    shortDescription:
      "The Sir Seewoosagur Ramgoolam Botanical Garden at Pamplemousses, then Port Louis: the central market, Aapravasi Ghat, the Caudan Waterfront and the city's street food.",
    longDescription:
      "We begin at the Sir Seewoosagur Ramgoolam Botanical Garden in Pamplemousses, often described as the oldest botanical garden in the southern hemisphere, developed in the eighteenth century by the French intendant Pierre Poivre. Your guide shows you the pond of giant water lilies, the talipot palms, which flower only once after several decades and then die, and the colonial Château de Mon Plaisir.\n\n" +
      "We then drive about 25 minutes to Port Louis. At Aapravasi Ghat, a UNESCO World Heritage Site, you stand on the steps where almost half a million indentured labourers, most of them from India, arrived between 1849 and 1923. Nearby, the central market is busy with fruit, vegetable and spice stalls, and it is the place to try the capital's street food: dholl puri, gâteaux piments, samoussas and a glass of cold alouda.\n\n" +
      "The day ends at the Caudan Waterfront, on the harbour, with free time for a walk, shopping or a coffee. We leave Port Louis at around 15:30 to avoid the worst of the evening traffic.",
    highlights: [
      "Guided walk through the SSR Botanical Garden at Pamplemousses",
      "Giant water lilies, talipot palms and the Château de Mon Plaisir",
      "Aapravasi Ghat, the UNESCO-listed immigration depot",
      "Port Louis central market and a street food tasting",
      "Free time at the Caudan Waterfront",
    ],
    important: [
      "Pick-up between 08:00 and 09:00 depending on your hotel; the exact time is confirmed the evening before.",
      "The tour runs Monday to Saturday, as the market and many shops in Port Louis close early on Sundays and public holidays.",
      "Garden entrance and the street food tasting are included; other meals and shopping are not.",
      "The market is crowded, so keep bags closed and valuables out of sight.",
      "Walking is mostly flat, about 4 km over the day, and suits most ages.",
    ],
    recommended: [
      "Comfortable shoes and light, breathable clothing",
      "A hat, sunscreen and insect repellent for the garden",
      "Cash in small notes for the market",
      "A reusable water bottle",
    ],
    information: [
      "Duration: about 8 hours",
      "Pick-up zones: north coast (Grand Baie, Pereybère, Trou aux Biches, Mont Choisy), west coast (Flic en Flac, Wolmar, Tamarin) and centre; east coast with a Rs 500 supplement per person",
      "A private tour on the day you choose: send a request and we confirm within a day; at most 12 guests in an air-conditioned minibus",
      "Price: Rs 3,400 per adult, Rs 1,900 per child (3–11), infants under 3 free; garden entrance and tasting included",
    ],
    facts: {
      durationMinutes: 480,
      meetingPoint: "Main gate of the SSR Botanical Garden, Pamplemousses",
      priceAdult: 3400,
      priceChild: 1900,
      priceInfant: 0,
      cutoffHours: null,
    },
    rules: [],
    zoneSurcharges: { East: 500 },
  },
  {
    slug: "south-east-grand-port-heritage",
    title: "South-East Heritage: Mahébourg and Grand Port",
    shortDescription:
      "History around Grand Port bay: Mahébourg and its museum, a pirogue ride to Île de la Passe, Vieux Grand Port, Pointe du Diable, the Ferney valley and old sugar mill ruins.",
    longDescription:
      "The Dutch first landed in Mauritius at Grand Port in 1598. We start in Mahébourg, founded in 1805 under the French governor Decaen and named after Mahé de La Bourdonnais, at the National History Museum, set in an eighteenth-century colonial house. Its rooms cover the Dutch, French and British periods, with relics from the wreck of the Saint Géran and the battle of Grand Port.\n\n" +
      "A pirogue then takes us across the lagoon to Île de la Passe, the fortified islet at the entrance to the bay. In August 1810 it stood at the centre of the battle of Grand Port, a French naval victory commemorated on the Arc de Triomphe, although Mauritius fell to the British that December. Lunch follows at a small seafood restaurant in Mahébourg.\n\n" +
      "In the afternoon we follow the coast road north to Vieux Grand Port and the ruins of the Dutch Fort Frederik Hendrik, walk in the protected native forest of the Ferney valley, pass the stone chimney of an old sugar mill, and finish at the French battery of Pointe du Diable.",
    highlights: [
      "National History Museum in Mahébourg",
      "Pirogue ride across the lagoon to Île de la Passe",
      "The story of the battle of Grand Port, 1810",
      "Dutch ruins at Vieux Grand Port and the French cannon at Pointe du Diable",
      "Native forest walk in the Ferney valley",
      "Ruins of an old sugar mill",
    ],
    important: [
      "Pick-up between 07:30 and 08:30 depending on your hotel; the exact time is confirmed the evening before.",
      "Landing on Île de la Passe depends on the sea and tide; if it is not possible, the pirogue circles the island instead.",
      "Museum opening hours can differ on Sundays and public holidays, so on those days we may change the order of visits.",
      "The tour runs in light rain; in heavy rain or under a cyclone warning we rebook or refund in full.",
      "Lunch and entrance fees are included; drinks with lunch are not.",
    ],
    recommended: [
      "Comfortable walking shoes with good grip for the Ferney trail",
      "Sunscreen, a hat and sunglasses for the pirogue",
      "Insect repellent",
      "A light rain jacket",
    ],
    information: [
      "Duration: about 8 hours, including lunch",
      "Pick-up zones: south-east (Blue Bay, Pointe d'Esny, Mahébourg), east (Belle Mare, Trou d'Eau Douce) and south (Bel Ombre); other coasts with a Rs 500 supplement per person",
      "Small group, at most 8 guests; guides speak English and French",
      "Price: Rs 3,600 per adult, Rs 2,000 per child (3–11), infants under 3 free; lunch, pirogue and entrance fees included",
    ],
    facts: {
      durationMinutes: 480,
      meetingPoint: "Mahébourg Waterfront, by the fish market",
      priceAdult: 3600,
      priceChild: 2000,
      priceInfant: 0,
      cutoffHours: null,
    },
    rules: [{ weekdays: EVERY_DAY, startTimes: ["08:30"], seats: 8, validFrom: null, validTo: null }],
    zoneSurcharges: { North: 500, West: 500, "South-West": 500 },
  },
];
