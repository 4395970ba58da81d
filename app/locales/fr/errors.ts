// French for the "errors" namespace: the specification's error catalogue. Each id is a message id of
// app/utils/error-keys.ts' errorKeys (the English text with its placeholders), for every one of them (a test says so):
// the messages of the public and client forms' schemas (app/schemas), Zod's own issues (app/schemas/error-map.ts) and
// the form door's (app/services/form.server.ts): rate limit, human check, uploads, unreadable forms. The values come
// with the message and fill the same placeholders (a date is said in French); plain placeholders only, which the
// browser fills without compiling. An empty or missing French text shows the English.
export default {
  // Zod's own issues, by their code (app/schemas/error-map.ts)
  "Invalid input": "Saisie non valide",
  "Please keep this under {max} characters": "Veuillez ne pas dépasser {max} caractères",
  "Up to {max} items": "Jusqu’à {max} éléments",
  // Fields every form shares (app/schemas/fields.ts)
  "Please enter your email address": "Veuillez saisir votre adresse e-mail",
  "That email address is too long": "Cette adresse e-mail est trop longue",
  "Invalid email address": "Adresse e-mail non valide",
  "Please enter your phone number": "Veuillez saisir votre numéro de téléphone",
  "Invalid phone number": "Numéro de téléphone non valide",
  // A field a page fills in itself (app/schemas/fields.ts)
  "This page is out of date. Please reload it and try again.": "Cette page n’est plus à jour. Veuillez la recharger et réessayer.",
  // The booking form (app/schemas/booking.ts, and the departures' check)
  "Please enter your first name": "Veuillez saisir votre prénom",
  "Please enter your last name": "Veuillez saisir votre nom",
  "Please choose a date": "Veuillez choisir une date",
  "Please choose {date} or later: we need 2 days to prepare your day":
    "Veuillez choisir le {date} ou une date ultérieure\u00a0: il nous faut 2 jours pour préparer votre journée",
  "We take bookings up to {date}": "Nous prenons les réservations jusqu’au {date}",
  "Please choose a start time": "Veuillez choisir une heure de départ",
  "Please choose a pickup place from the list, or the meeting point": "Veuillez choisir un lieu de prise en charge dans la liste, ou le point de rendez-vous",
  "Please choose the number of adults": "Veuillez choisir le nombre d’adultes",
  "Please choose the number of children": "Veuillez choisir le nombre d’enfants",
  "Please choose the number of infants": "Veuillez choisir le nombre de bébés",
  "Please choose between {min} and {max} adults": "Veuillez choisir entre {min} et {max} adultes",
  "Please choose between {min} and {max} children": "Veuillez choisir entre {min} et {max} enfants",
  "Please choose between {min} and {max} infants": "Veuillez choisir entre {min} et {max} bébés",
  "Please choose at most {max} infants: two per adult": "Veuillez choisir au plus {max} bébés\u00a0: deux par adulte",
  "Please keep your message under 2000 characters": "Veuillez ne pas dépasser 2000 caractères dans votre message",
  "Please accept the terms and agreement.": "Veuillez accepter les conditions générales.",
  // The contact form (app/schemas/contact.ts)
  "Please enter your name": "Veuillez saisir votre nom",
  "Please write your message": "Veuillez écrire votre message",
  // Log in, sign up, passwords (app/schemas/auth.ts, app/utils/password-policy.ts)
  "Please enter your password": "Veuillez saisir votre mot de passe",
  "Please type the password again": "Veuillez saisir à nouveau le mot de passe",
  "The two passwords are not the same": "Les deux mots de passe ne sont pas identiques",
  "Use at least {min} characters": "Utilisez au moins {min} caractères",
  "Use at most {max} characters": "Utilisez au plus {max} caractères",
  "This password is too common: it is one of the first a stranger would try":
    "Ce mot de passe est trop courant\u00a0: c’est l’un des premiers qu’un inconnu essaierait",
  "Use more than one repeated character": "N’utilisez pas un seul caractère répété",
  "Do not use your e-mail address in your password": "N’utilisez pas votre adresse e-mail dans votre mot de passe",
  // The profile form (app/schemas/profile.ts)
  "This picture is larger than {size}. Please choose a smaller one.": "Cette image dépasse {size}. Veuillez en choisir une plus petite.",
  "Please choose a PNG, JPG, GIF or WebP picture.": "Veuillez choisir une image PNG, JPG, GIF ou WebP.",
  // The form door: human check, rate limit, a form used twice (app/services/human-check.server.ts, app/models/form-key.server.ts)
  "Please complete the reCAPTCHA.": "Veuillez compléter le reCAPTCHA.",
  "That was faster than a person can type. Please check the form and send it again.":
    "C’était plus rapide que ce qu’une personne peut taper. Veuillez vérifier le formulaire et l’envoyer à nouveau.",
  "This form has expired or was already sent. Please check it and send it again.":
    "Ce formulaire a expiré ou a déjà été envoyé. Veuillez le vérifier et l’envoyer à nouveau.",
  "Too many requests from your connection. Please wait a little and try again.":
    "Trop de demandes depuis votre connexion. Veuillez patienter un peu et réessayer.",
  "This form was already used to send another request. Please check your details and send it again.":
    "Ce formulaire a déjà servi à envoyer une autre demande. Veuillez vérifier vos informations et l’envoyer à nouveau.",
  // Reading the form and its files (app/utils/request.server.ts, app/utils/upload.server.ts)
  "Not accepted": "Non accepté",
  "Please send the form as a web form.": "Veuillez envoyer le formulaire depuis la page web.",
  "This form could not be read.": "Ce formulaire n’a pas pu être lu.",
  "This form is too large to be sent. Please shorten it and try again.":
    "Ce formulaire est trop volumineux pour être envoyé. Veuillez le raccourcir et réessayer.",
  "The form could not be read. Please try again.": "Le formulaire n’a pas pu être lu. Veuillez réessayer.",
  "This upload is too large ({size}). Files can be up to {max} each, {count} at a time.":
    "Cet envoi est trop volumineux ({size}). Chaque fichier peut faire jusqu’à {max}, {count} à la fois.",
  "This upload is too large. Files can be up to {max} each, {count} at a time.":
    "Cet envoi est trop volumineux. Chaque fichier peut faire jusqu’à {max}, {count} à la fois.",
  "A text field is too long (over {size}).": "Un champ de texte est trop long (plus de {size}).",
  "The form's text is too long (over {size}).": "Le texte du formulaire est trop long (plus de {size}).",
  "You can add up to {count} files at a time.": "Vous pouvez ajouter jusqu’à {count} fichiers à la fois.",
  "“{file}” is {size}: files can be up to {max}.": "« {file} » fait {size}\u00a0: les fichiers peuvent faire jusqu’à {max}.",
} satisfies Record<string, string>;
