// French for the "book" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {
  // The page
  "Book: {title}": "Réserver\u00a0: {title}",
  "Send a booking request for {title}. We confirm as soon as possible.":
    "Envoyez une demande de réservation pour {title}. Nous vous confirmons la réservation dès que possible.",
  "Booking for": "Réservation pour",
  "Everything about this package": "Tout sur cette excursion",
  "Booking form": "Formulaire de réservation",
  "Sending your booking request": "Envoi de votre demande de réservation",
  "Your details": "Vos coordonnées",
  "First name": "Prénom",
  "Last name": "Nom",
  Email: "E-mail",
  Phone: "Téléphone",
  "With the country code, no spaces": "Avec l’indicatif du pays, sans espaces",
  Date: "Date",
  "From {date}": "À partir du {date}",
  "Next departures (Mauritius time)": "Prochains départs (heure de Maurice)",
  "Start time": "Heure de départ",
  "Choose a start time": "Choisissez une heure de départ",
  Pickup: "Prise en charge à l’hôtel",
  "Meeting point: {place}": "Point de rendez-vous\u00a0: {place}",
  "I will come to the meeting point": "Je viendrai au point de rendez-vous",
  North: "Nord",
  East: "Est",
  "South-East": "Sud-Est",
  "South-West": "Sud-Ouest",
  West: "Ouest",
  Centre: "Centre",
  "Who is coming": "Participants",
  Adults: "Adultes",
  Children: "Enfants",
  Infants: "Bébés",
  "(3–11)": "(3–11 ans)",
  "(under 3)": "(0–2 ans)",
  "Message (optional)": "Message (facultatif)",
  "Dietary needs, celebrations, questions…": "Régime alimentaire, fête à célébrer, questions…",
  "Send booking request": "Envoyer la demande de réservation",
  "Nothing is paid now: we confirm availability and the price by e-mail first.":
    "Rien n’est à payer maintenant\u00a0: nous vous confirmons d’abord la disponibilité et le prix par e-mail.",
  "Prices per person": "Prix par personne",
  "Price on request": "Prix sur demande",
  Adult: "Adulte",
  Child: "Enfant",
  Infant: "Bébé",
  "12 and over": "12 ans et plus",
  "3 to 11": "3 à 11 ans",
  "0 to 2": "0 à 2 ans",
  "No departure is open for booking yet.": "Aucun départ n’est encore ouvert à la réservation.",
  "Infants sit on a lap and take no seat.": "Les bébés voyagent sur les genoux et n’occupent pas de place.",
  "{date}, {time}: {seats}": "{date}, {time}\u00a0: {seats}",
  "Sending failed": "L’envoi a échoué",
  "We could not save your booking request. Please send your query to":
    "Nous n’avons pas pu enregistrer votre demande de réservation. Veuillez envoyer votre demande à",
  "with these details, and we will answer as soon as possible:": "avec ces informations, et nous vous répondrons dès que possible\u00a0:",
  "Booking request": "Demande de réservation",
  Name: "Nom",
  Message: "Message",
  "(none)": "(aucun)",
  "Go to homepage": "Aller à l’accueil",

  // The departure calendar (with JavaScript)
  Departures: "Départs",
  "Choose a day: the figure under it is its seats left.": "Choisissez un jour\u00a0: le chiffre en dessous indique ses places restantes.",
  "Days in blue have a departure; sold-out days are in red.": "Les jours en bleu ont un départ\u00a0; les jours complets sont en rouge.",
  "{date}, no departure": "{date}, aucun départ",
  "{date}: {status}": "{date}\u00a0: {status}",

  // Seats and departures
  Closed: "Fermé",
  "Closed: {note}": "Fermé\u00a0: {note}",
  "Bookings closed": "Réservations closes",
  "Too soon to book": "Trop tôt pour réserver",

  // The live total and the party
  "{count} adult": "{count} adulte",
  "{count} adults": "{count} adultes",
  "{count} child": "{count} enfant",
  "{count} children": "{count} enfants",
  "{count} infant": "{count} bébé",
  "{count} infants": "{count} bébés",
  "{people} free": "{people}\u00a0: gratuit",
  "{people} × {price}": "{people} × {price}",

  // What the booking action answers
  "Please choose {date} or later: we need {days} days to prepare your day":
    "Veuillez choisir le {date} ou une date ultérieure\u00a0: il nous faut {days} jours pour préparer votre journée",
  "There is no departure on {date}.": "Il n’y a pas de départ le {date}.",
  "There is no departure on {date}: {note}.": "Il n’y a pas de départ le {date}\u00a0: {note}.",
  "Please choose a start time": "Veuillez choisir une heure de départ",
  "There is no departure on {date} at {time}.": "Il n’y a pas de départ le {date} à {time}.",
  "There is no departure on {date} at {time}: {note}.": "Il n’y a pas de départ le {date} à {time}\u00a0: {note}.",
  "Bookings for {date} at {time} close 1 hour before the start. Please choose a later date.":
    "Les réservations pour le {date} à {time} ferment 1 heure avant le départ. Veuillez choisir une date ultérieure.",
  "Bookings for {date} at {time} close {hours} hours before the start. Please choose a later date.":
    "Les réservations pour le {date} à {time} ferment {hours} heures avant le départ. Veuillez choisir une date ultérieure.",
  "Bookings for {date} at {time} are closed. Please choose a later date.":
    "Les réservations pour le {date} à {time} sont closes. Veuillez choisir une date ultérieure.",
  "Only 0 seats left on {date}. This departure is sold out.": "Plus aucune place le {date}. Ce départ est complet.",
  "Only 0 seats left on {date} at {time}. This departure is sold out.": "Plus aucune place le {date} à {time}. Ce départ est complet.",
  "Only 1 seat left on {date}.": "Plus qu’une place le {date}.",
  "Only 1 seat left on {date} at {time}.": "Plus qu’une place le {date} à {time}.",
  "Only {count} seats left on {date}.": "Plus que {count} places le {date}.",
  "Only {count} seats left on {date} at {time}.": "Plus que {count} places le {date} à {time}.",
  "Please choose one of the pickup places listed, or the meeting point":
    "Veuillez choisir l’un des lieux de prise en charge proposés, ou le point de rendez-vous",
  "This form was already used to send another request. Please check your details and send it again.":
    "Ce formulaire a déjà servi à envoyer une autre demande. Veuillez vérifier vos informations et l’envoyer à nouveau.",
} satisfies Record<string, string>;
