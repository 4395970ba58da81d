// French for the "home" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {
  "Mauritius day packages": "Excursions à l’île Maurice",
  "{name} | Mauritius day trips and holiday packages": "{name} | Excursions et séjours à l’île Maurice",
  "Catamaran days, mountain hikes, lagoon snorkelling and heritage tours around Mauritius. Browse our day packages and send a booking request in minutes.":
    "Journées en catamaran, randonnées en montagne, snorkeling dans le lagon et visites du patrimoine à l’île Maurice. Découvrez nos excursions et envoyez une demande de réservation en quelques minutes.",
  "A Mauritian lagoon at golden hour, with Le Morne mountain behind the reef": "Un lagon mauricien à l’heure dorée, avec le Morne derrière le récif",
  "Where tranquility meets tropical bliss": "Là où la sérénité rencontre le paradis tropical",
  "Welcome to Mauritius: turquoise lagoons, green mountains and warm creole hospitality, shared by a local team who plan every day out with care.":
    "Bienvenue à l’île Maurice\u00a0: lagons turquoise, montagnes verdoyantes et chaleureuse hospitalité créole, partagés par une équipe locale qui prépare chaque sortie avec soin.",
  "Start exploring our packages today.": "Découvrez nos excursions dès aujourd’hui.",
  "Explore our packages": "Découvrir nos excursions",
  "Get in touch with us": "Nous contacter",
  "Open a package to see its photos and highlights, then book it or read everything about the day.":
    "Ouvrez une excursion pour voir ses photos et ses points forts, puis réservez-la ou lisez tout sur la journée.",
  "New packages are on their way. In the meantime, tell us what you would like to do and we will plan it with you.":
    "De nouvelles excursions arrivent bientôt. En attendant, dites-nous ce que vous aimeriez faire et nous l’organiserons avec vous.",
  "from {price}": "à partir de {price}",
  "Next departure (Mauritius time): {date}, {time}, {seats}": "Prochain départ (heure de Maurice)\u00a0: {date}, {time}, {seats}",
} satisfies Record<string, string>;
