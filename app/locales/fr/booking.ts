// French for the "booking" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {
  // The confirmation after booking
  "Booking request sent": "Demande de réservation envoyée",
  "Your booking request has been successfully sent": "Votre demande de réservation a bien été envoyée",
  "Our team will confirm your booking as soon as possible.": "Notre équipe vous confirmera votre réservation dès que possible.",
  Departure: "Départ",
  Pickup: "Prise en charge à l’hôtel",
  Total: "Total",
  "Booking reference": "Référence de réservation",
  "Failed to send email.": "L’envoi de l’e-mail a échoué.",
  "Your booking is saved, but the e-mail with its details could not be sent. Please note your reference.":
    "Votre réservation est enregistrée, mais l’e-mail qui la détaille n’a pas pu être envoyé. Veuillez noter votre référence.",
  "A copy is on its way to your e-mail.": "Une copie vous a été envoyée par e-mail.",
  "Go to homepage": "Aller à l’accueil",
  "Add to calendar": "Ajouter au calendrier",

  // The booking, by its private link or in the client area
  "Link not valid": "Lien non valide",
  "Booking {reference}": "Réservation {reference}",
  "Cancel booking {reference}?": "Annuler la réservation {reference}\u00a0?",
  "Your booking": "Votre réservation",
  Package: "Excursion",
  Date: "Date",
  Party: "Participants",
  Status: "Statut",
  Adults: "Adultes",
  Children: "Enfants",
  Infants: "Bébés",
  Name: "Prénom",
  Surname: "Nom",
  Email: "E-mail",
  Phone: "Téléphone",
  Message: "Message",
  "(none)": "(aucun)",
  "Requested at": "Demandée le",
  "Go back to Bookings": "Retour aux réservations",
  "This booking could be cancelled until {until}. To change it now, please contact us:":
    "Cette réservation pouvait être annulée jusqu’au {until}. Pour la modifier maintenant, veuillez nous contacter\u00a0:",
  "This link is not valid or has expired": "Ce lien n’est pas valide ou a expiré",
  "Please use the link in the latest e-mail about your booking, or contact us with its reference.":
    "Veuillez utiliser le lien du dernier e-mail concernant votre réservation, ou contactez-nous en indiquant sa référence.",
  "Booking not found": "Réservation introuvable",
  "There is no booking with this reference in your account.": "Aucune réservation ne porte cette référence dans votre compte.",

  // Statuses (an admin's own text shows as written)

  // Cancelling
  Cancel: "Annuler",
  "A booking can be cancelled while it is Pending. You will be asked to confirm.":
    "Une réservation peut être annulée tant qu’elle est En attente. Une confirmation vous sera demandée.",
  "This booking can be cancelled free of charge until {until}. You will be asked to confirm.":
    "Cette réservation peut être annulée sans frais jusqu’au {until}. Une confirmation vous sera demandée.",
  "This booking is {status}: it could be cancelled until {until}, so nothing was changed. Please contact us to change it.":
    "Cette réservation est {status}\u00a0: elle pouvait être annulée jusqu’au {until}, rien n’a donc été modifié. Veuillez nous contacter pour la modifier.",
  "This booking is {status}: only a Pending booking can be cancelled, so nothing was changed.":
    "Cette réservation est {status}\u00a0: seule une réservation En attente peut être annulée, rien n’a donc été modifié.",
  "Cancel this booking?": "Annuler cette réservation\u00a0?",
  Guests: "Participants",
  Reference: "Référence",
  "Your booking will be Cancelled and a confirmation sent to": "Votre réservation sera Annulée et une confirmation envoyée à",
  "This cannot be undone.": "Cette action est irréversible.",
  "No, keep my booking": "Non, garder ma réservation",
  "Cancelling…": "Annulation…",
  "Yes, cancel this booking": "Oui, annuler cette réservation",
  "Your booking {reference} has been cancelled. A confirmation is on its way to {email}.":
    "Votre réservation {reference} a été annulée. Une confirmation a été envoyée à {email}.",
  "Your booking {reference} has been cancelled. The confirmation e-mail could not be sent yet; we will try again.":
    "Votre réservation {reference} a été annulée. L’e-mail de confirmation n’a pas encore pu être envoyé\u00a0; nous allons réessayer.",

  // The party and the total
  "{count} adult": "{count} adulte",
  "{count} adults": "{count} adultes",
  "{count} child": "{count} enfant",
  "{count} children": "{count} enfants",
  "{count} infant": "{count} bébé",
  "{count} infants": "{count} bébés",
  "{people} free": "{people}\u00a0: gratuit",
  "{people} × {price}": "{people} × {price}",
  "Price on request": "Prix sur demande",
  "none — meeting point": "aucune — point de rendez-vous",
  "none — meeting point: {place}": "aucune — point de rendez-vous\u00a0: {place}",
  "{place} at {time}, Mauritius time": "{place} à {time}, heure de Maurice",
  North: "Nord",
  East: "Est",
  "South-East": "Sud-Est",
  "South-West": "Sud-Ouest",
  West: "Ouest",
  Centre: "Centre",
} satisfies Record<string, string>;
