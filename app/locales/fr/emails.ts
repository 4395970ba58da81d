// French for the "emails" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
// Every message a guest receives (app/emails): a booking's in the language it was made in, an account's or a contact
// message's in the language of the page that caused it. The operator's own copies stay in English.
export default {
  // Every message's frame (app/emails/components.tsx)
  "{siteName}, Mauritius": "{siteName}, île Maurice",
  "Warm regards,": "Bien cordialement,",
  "The {siteName} team": "L’équipe {siteName}",
  "Manage your booking": "Gérer votre réservation",
  "Or open this address: {href}": "Ou ouvrez cette adresse\u00a0: {href}",
  "Hello,": "Bonjour,",
  "If you did not send this, someone else typed your e-mail address: you can ignore this e-mail.":
    "Si vous n’êtes pas à l’origine de cet envoi, quelqu’un d’autre a saisi votre adresse e-mail\u00a0: vous pouvez ignorer cet e-mail.",

  // A booking's facts (app/emails/booking-facts.ts)
  "Booking reference": "Référence de réservation",
  Package: "Excursion",
  Date: "Date",
  Departure: "Départ",
  Pickup: "Prise en charge à l’hôtel",
  "Pickup time": "Heure de prise en charge",
  "Meeting point": "Point de rendez-vous",
  Adults: "Adultes",
  Children: "Enfants",
  Infants: "Bébés",
  Party: "Participants",
  Total: "Total",
  Status: "Statut",
  Name: "Nom",
  Email: "E-mail",
  Phone: "Téléphone",
  Message: "Message",
  "(none)": "(aucun)",
  "(not given)": "(non indiqué)",
  "{count, plural, one {# adult} other {# adults}}": "{count, plural, one {# adulte} other {# adultes}}",
  "{count, plural, one {# child} other {# children}}": "{count, plural, one {# enfant} other {# enfants}}",
  "{count, plural, one {# infant} other {# infants}}": "{count, plural, one {# bébé} other {# bébés}}",
  "{people} free": "{people} (gratuit)",
  "Price on request": "Prix sur demande",
  "none — meeting point": "aucune — point de rendez-vous",
  "none — meeting point: {place}": "aucune — point de rendez-vous\u00a0: {place}",
  "{place} at {time}": "{place} à {time}",
  "{place} at {time}, Mauritius time": "{place} à {time}, heure de Maurice",
  "{place} at {time}, {zone}": "{place} à {time}, {zone}",
  North: "Nord",
  East: "Est",
  "South-East": "Sud-Est",
  "South-West": "Sud-Ouest",
  West: "Ouest",
  Centre: "Centre",
  Pending: "En attente",
  Confirmed: "Confirmée",
  Declined: "Refusée",
  Cancelled: "Annulée",
  "Sold out": "Complet",
  "{count, plural, one {# seat left} other {# seats left}}": "{count, plural, one {# place restante} other {# places restantes}}",

  // The booking request (app/emails/booking-request.tsx)
  "Booking Ref {reference}": "Réservation {reference}",
  "Your booking reference is {reference}.": "Votre référence de réservation est {reference}.",
  "Thank you for your booking request for {packageTitle} on {date}. Our team will confirm your booking as soon as possible.":
    "Merci pour votre demande de réservation pour {packageTitle} le {date}. Notre équipe confirmera votre réservation dès que possible.",
  "Your booking reference is ": "Votre référence de réservation est ",
  ". Please keep it for any question about this booking.": ". Veuillez la conserver pour toute question sur cette réservation.",
  "What you sent us with the booking form:": "Ce que vous nous avez envoyé avec le formulaire de réservation\u00a0:",

  // Cancelled, confirmed, declined, updated
  "Booking Cancelled": "Réservation annulée",
  "Your booking {reference} for {packageTitle} on {date} has been cancelled, as you asked.":
    "Votre réservation {reference} pour {packageTitle} le {date} a été annulée, comme vous l’avez demandé.",
  "If this was a mistake, or you would like another date, simply send us a new booking request on our website.":
    "S’il s’agit d’une erreur, ou si vous souhaitez une autre date, il vous suffit de nous envoyer une nouvelle demande de réservation sur notre site.",
  "Booking confirmed {reference}": "Réservation confirmée {reference}",
  "Good news: your booking {reference} for {packageTitle} is confirmed. We look forward to seeing you.":
    "Bonne nouvelle\u00a0: votre réservation {reference} pour {packageTitle} est confirmée. Nous avons hâte de vous accueillir.",
  "What to bring:": "À emporter\u00a0:",
  "Booking declined {reference}": "Réservation refusée {reference}",
  "We are sorry: we cannot take your booking {reference} for {packageTitle}.":
    "Nous sommes désolés\u00a0: nous ne pouvons pas accepter votre réservation {reference} pour {packageTitle}.",
  "In our team's words:": "Le mot de notre équipe\u00a0:",
  "These departures still have seats for your party; book one on our website:":
    "Ces départs ont encore des places pour votre groupe\u00a0; réservez-en un sur notre site\u00a0:",
  "No other departure of this package has seats for your party at the moment: please write to us, and we will find a day together.":
    "Aucun autre départ de cette excursion n’a de places pour votre groupe en ce moment\u00a0: écrivez-nous, et nous trouverons une date ensemble.",
  "Your booking has been updated to {status}": "Votre réservation est passée au statut {status}",
  "Your booking {reference} for {packageTitle} has been updated to {status}.":
    "Votre réservation {reference} pour {packageTitle} est passée au statut {status}.",

  // The reminder (app/emails/reminder.tsx)
  "Reminder: {packageTitle} {day}": "Rappel\u00a0: {packageTitle} {day}",
  "This is a reminder of your booking for {packageTitle} {day}.": "Nous vous rappelons votre réservation pour {packageTitle} {day}.",
  today: "aujourd’hui",
  tomorrow: "demain",
  "on {date}": "le {date}",
  "See your booking": "Voir votre réservation",
  "If your plans have changed, please let us know before the departure.": "Si vos projets ont changé, merci de nous prévenir avant le départ.",

  // A whole departure: staff's message, its cancellation (app/emails/departure-*.tsx)
  "Your booking:": "Votre réservation\u00a0:",
  "Departure cancelled: {packageTitle} on {date}": "Départ annulé\u00a0: {packageTitle} le {date}",
  "We are sorry: {packageTitle} on {when} is cancelled, and so is your booking {reference}.":
    "Nous sommes désolés\u00a0: {packageTitle} le {when} est annulé, ainsi que votre réservation {reference}.",
  "Reason:": "Motif\u00a0:",
  "You are welcome to book another date: ": "Vous pouvez réserver une autre date\u00a0: ",

  // A booking's calendar file (app/utils/calendar.server.ts), in the booking's language as its e-mails
  "Pickup: {place} at {time}.": "Prise en charge\u00a0: {place} à {time}.",
  "Departure: {time}.": "Départ\u00a0: {time}.",
  "Meeting point: {place}.": "Point de rendez-vous\u00a0: {place}.",
  "Cancelled: {title}": "Annulé\u00a0: {title}",

  // The contact form's thank-you (app/emails/contact-thank-you.tsx)
  "We received your message (ref. {reference})": "Nous avons bien reçu votre message (réf. {reference})",
  "Thank you for getting in touch with {siteName}. Our team will revert as soon as possible.":
    "Merci d’avoir contacté {siteName}. Notre équipe vous répondra dès que possible.",
  "What you sent us through our contact form:": "Ce que vous nous avez envoyé avec notre formulaire de contact\u00a0:",

  // Account messages (app/emails/verify-email.tsx, reset-password.tsx, already-registered.tsx)
  "Confirm your e-mail address for {siteName}": "Confirmez votre adresse e-mail pour {siteName}",
  "Welcome to {siteName}!": "Bienvenue chez {siteName}\u00a0!",
  "Please confirm your e-mail address to finish creating your account.": "Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte.",
  "Confirm my e-mail address": "Confirmer mon adresse e-mail",
  "The link works once and for 48 hours. If you did not create an account, you can ignore this message.":
    "Le lien fonctionne une seule fois, pendant 48 heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.",
  "Choose a new password for {siteName}": "Choisissez un nouveau mot de passe pour {siteName}",
  "We received a request to reset the password of your account.": "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.",
  "Choose a new password": "Choisir un nouveau mot de passe",
  "The link works once and for one hour. If you did not ask for it, you can ignore this message: your password stays as it is.":
    "Le lien fonctionne une seule fois, pendant une heure. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message\u00a0: votre mot de passe reste inchangé.",
  "Your {siteName} account": "Votre compte {siteName}",
  "Someone, probably you, tried to create an account with this e-mail address. You already have one.":
    "Quelqu’un, probablement vous, a essayé de créer un compte avec cette adresse e-mail. Vous en avez déjà un.",
  "Log in": "Se connecter",
  "Forgot your password? Choose a new one here: ": "Mot de passe oublié\u00a0? Choisissez-en un nouveau ici\u00a0: ",
  "If it was not you, you can ignore this message.": "Si ce n’était pas vous, vous pouvez ignorer ce message.",
} satisfies Record<string, string>;
