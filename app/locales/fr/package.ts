// French for the "package" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {
  "{title} | Mauritius day package": "{title} | Excursion à l’île Maurice",
  Breadcrumb: "Fil d’Ariane",
  Duration: "Durée",
  "Meeting point": "Point de rendez-vous",
  Prices: "Tarifs",
  "Price on request": "Prix sur demande",
  Adult: "Adulte",
  Child: "Enfant",
  Infant: "Bébé",
  "12 and over": "12 ans et plus",
  "3 to 11": "3 à 11 ans",
  "0 to 2": "0 à 2 ans",
  "{label} ({ages}): {price}": "{label} ({ages})\u00a0: {price}",
  "Next departures (Mauritius time)": "Prochains départs (heure de Maurice)",
  "{date}, {time}: {seats}": "{date}, {time}\u00a0: {seats}",
  Gallery: "Galerie",
  "About this day": "La journée en détail",
  Important: "Important",
  Recommended: "Recommandé",
  "Additional information": "Informations complémentaires",
} satisfies Record<string, string>;
