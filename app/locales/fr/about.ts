// French for the "about" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {
  "About us | Mauritius day packages": "À propos | Excursions à l’île Maurice",
  "A small Mauritian team planning day trips and holidays around the island: our story, our mission and what we believe in.":
    "Une petite équipe mauricienne qui organise excursions et séjours sur toute l’île\u00a0: notre histoire, notre mission et nos convictions.",
  "{siteName}: Mauritius, shared by the people who live here": "{siteName}\u00a0: l’île Maurice, racontée par ceux qui y vivent",
  "Our origin": "Nos origines",
  "We started with one boat and a handful of friends in Trou d'Eau Douce, taking visitors to Île aux Cerfs the way we took our own families: early, before the crowds, with a barbecue on board. Word spread, and the trips grew into days across the whole island.":
    "Tout a commencé avec un bateau et une poignée d’amis à Trou d’Eau Douce\u00a0: nous emmenions les visiteurs à l’île aux Cerfs comme nous y emmenions nos familles, tôt le matin, avant la foule, avec un barbecue à bord. Le bouche-à-oreille a fait le reste, et ces sorties sont devenues des journées sur toute l’île.",
  "Our mission": "Notre mission",
  "To give every guest a day in Mauritius they will talk about for years: safe, unhurried and honest about what it costs, with local guides who are proud to show their island and careful to protect its reefs and forests.":
    "Offrir à chacun une journée à l’île Maurice dont il parlera pendant des années\u00a0: sûre, sans précipitation et honnête sur son prix, avec des guides locaux fiers de montrer leur île et soucieux de protéger ses récifs et ses forêts.",
  "Our vision": "Notre vision",
  "Tourism that leaves the island better than it found it: fair work for local crews, small groups instead of crowds, and a share of every trip going back to the lagoons, the villages and the people who make them special.":
    "Un tourisme qui laisse l’île en meilleur état qu’il ne l’a trouvée\u00a0: un travail équitable pour les équipages locaux, des petits groupes plutôt que des foules, et une part de chaque sortie reversée aux lagons, aux villages et aux gens qui les rendent uniques.",
  "What we do": "Ce que nous faisons",
  "Explore Mauritius": "Explorer l’île Maurice",
  "From the lagoons of the east to the cliffs of the south and the forests of the Black River Gorges, we show you the island beyond the hotel beach: its landscapes, its history and its food.":
    "Des lagons de l’est aux falaises du sud et aux forêts des gorges de Rivière Noire, nous vous montrons l’île au-delà de la plage de l’hôtel\u00a0: ses paysages, son histoire et sa cuisine.",
  "Day packages": "Excursions à la journée",
  "Every package is a whole day planned for you: pick-up from your hotel, a local guide, lunch where it is part of the day, and a timetable that leaves room to swim, walk and rest.":
    "Chaque excursion est une journée entière organisée pour vous\u00a0: prise en charge à l’hôtel, un guide local, le déjeuner quand il est prévu, et un programme qui laisse le temps de nager, de marcher et de se reposer.",
  "Dedicated team": "Une équipe dévouée",
  "Our guides, skippers and drivers were born here or have made the island their home. We answer your messages ourselves and we are with you on the day, whatever the weather does.":
    "Nos guides, skippers et chauffeurs sont nés ici ou ont fait de l’île leur maison. Nous répondons nous-mêmes à vos messages et nous sommes à vos côtés le jour venu, quel que soit le temps.",
  "Explore our packages": "Découvrir nos excursions",
  "Get in touch with us": "Nous contacter",
} satisfies Record<string, string>;
