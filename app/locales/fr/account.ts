// French for the "account" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {
  // Log in or sign up (app/routes/login.tsx)
  "Log in or sign up": "Se connecter ou créer un compte",
  "Log in to see and manage your Mauritius bookings, or create an account in a minute.":
    "Connectez-vous pour voir et gérer vos réservations à l’île Maurice, ou créez un compte en une minute.",
  "Your account lists your bookings, lets you cancel a pending one and keeps you posted.":
    "Votre compte rassemble vos réservations, vous permet d’annuler une réservation en attente et vous tient informé.",
  Email: "Adresse e-mail",
  Password: "Mot de passe",
  "At least 8 characters, not a common password": "Au moins 8 caractères, pas un mot de passe courant",
  "Logging in…": "Connexion…",
  "Log in": "Se connecter",
  "Signing up…": "Création du compte…",
  "Sign up": "Créer un compte",
  "Forgot password": "Mot de passe oublié",
  "For a new password, fill in your e-mail address and the human check, then press Forgot password.":
    "Pour un nouveau mot de passe, indiquez votre adresse e-mail, faites la vérification anti-robot, puis appuyez sur Mot de passe oublié.",
  // Said by the log in (app/services/auth.server.ts, app/utils/password.server.ts)
  "Wrong email or password. Please try again.": "Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.",
  "Please confirm your e-mail address first.": "Veuillez d’abord confirmer votre adresse e-mail.",
  "Many people are signing in right now. Please try again in a moment.":
    "Beaucoup de personnes se connectent en ce moment. Veuillez réessayer dans un instant.",

  // Check your e-mail (app/routes/signup-confirmation.tsx, app/routes/resetlink.tsx)
  "Check your e-mail": "Consultez vos e-mails",
  "Please confirm your e-mail address": "Veuillez confirmer votre adresse e-mail",
  "Your account is waiting for its confirmation. Open the link we sent you by e-mail, then log in.":
    "Votre compte attend sa confirmation. Ouvrez le lien que nous vous avons envoyé par e-mail, puis connectez-vous.",
  "We sent a confirmation link to your e-mail address. Open it to finish creating your account, then log in.":
    "Nous avons envoyé un lien de confirmation à votre adresse e-mail. Ouvrez-le pour terminer la création de votre compte, puis connectez-vous.",
  "Nothing arrived after a few minutes? Look in your spam folder, or ask for a new link:":
    "Rien reçu après quelques minutes\u00a0? Regardez dans vos courriers indésirables, ou demandez un nouveau lien\u00a0:",
  "Send the link again": "Renvoyer le lien",
  "If this address has an account waiting for confirmation, a new link is on its way.":
    "Si cette adresse a un compte en attente de confirmation, un nouveau lien est en route.",
  "If an account uses this address, we sent it a link to choose a new password. The link works once and for one hour.":
    "Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne une seule fois, pendant une heure.",

  // Confirm your e-mail (app/routes/verify-email.tsx)
  "Confirm your e-mail": "Confirmez votre adresse e-mail",
  "Your e-mail address is confirmed. You can log in now.": "Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.",
  "{count, plural, one {# earlier booking made with this address is now in your account.} other {# earlier bookings made with this address are now in your account.}}":
    "{count, plural, one {# réservation faite plus tôt avec cette adresse se trouve désormais dans votre compte.} other {# réservations faites plus tôt avec cette adresse se trouvent désormais dans votre compte.}}",
  "To confirm {email}, enter your account's password.": "Pour confirmer {email}, saisissez le mot de passe de votre compte.",
  "Once you confirm, {count, plural, one {# earlier booking made with this address will be added to your account.} other {# earlier bookings made with this address will be added to your account.}}":
    "Une fois l’adresse confirmée, {count, plural, one {# réservation faite plus tôt avec cette adresse sera ajoutée à votre compte.} other {# réservations faites plus tôt avec cette adresse seront ajoutées à votre compte.}}",
  "Confirm my address": "Confirmer mon adresse",
  "Confirming…": "Confirmation…",
  "You did not make this account? Then leave this page: without its password, nothing is confirmed and no booking is added.":
    "Vous n’avez pas créé ce compte ? Quittez simplement cette page : sans son mot de passe, rien n’est confirmé et aucune réservation n’est ajoutée.",
  "This link does not work any more": "Ce lien ne fonctionne plus",
  "This confirmation link was already used. If your address is confirmed, just log in.":
    "Ce lien de confirmation a déjà été utilisé. Si votre adresse est confirmée, connectez-vous simplement.",
  "This confirmation link has expired. Log in and we will offer to send you a new one.":
    "Ce lien de confirmation a expiré. Connectez-vous et nous vous proposerons d’en envoyer un nouveau.",
  "This confirmation link is not valid. Log in and we will offer to send you a new one.":
    "Ce lien de confirmation n’est pas valide. Connectez-vous et nous vous proposerons d’en envoyer un nouveau.",

  // Choose a new password (app/routes/reset-password.tsx)
  "Choose a new password": "Choisissez un nouveau mot de passe",
  "New password": "Nouveau mot de passe",
  "New password again": "Nouveau mot de passe (confirmation)",
  "Save my new password": "Enregistrer mon nouveau mot de passe",
  "This link was already used. Ask for a new one from the log in page (Forgot password).":
    "Ce lien a déjà été utilisé. Demandez-en un nouveau depuis la page de connexion (Mot de passe oublié).",
  "This link has expired or is not valid. Ask for a new one from the log in page (Forgot password).":
    "Ce lien a expiré ou n’est pas valide. Demandez-en un nouveau depuis la page de connexion (Mot de passe oublié).",
  "Your new password is saved. Every other session of your account has been signed out.":
    "Votre nouveau mot de passe est enregistré. Toutes les autres sessions de votre compte ont été déconnectées.",

  // The client's dashboard (app/routes/userprofile.tsx, app/components/dashboard)
  "Your profile": "Votre profil",
  "Your bookings": "Vos réservations",
  "Your account": "Votre compte",
  Dashboard: "Espace client",
  "{count, plural, one {# booking} other {# bookings}}, newest first": "{count, plural, one {# réservation} other {# réservations}}, les plus récentes d’abord",
  "{count, plural, one {# booking} other {# bookings}}": "{count, plural, one {# réservation} other {# réservations}}",
  "updated successfully!": "Profil mis à jour avec succès\u00a0!",
  "Your profile picture": "Votre photo de profil",
  "Not given yet": "Pas encore indiqué",
  "Your name is not set yet": "Votre nom n’est pas encore indiqué",
  Phone: "Téléphone",
  "No bookings yet": "Aucune réservation pour l’instant",
  "Your details": "Vos coordonnées",
  "Change name, phone or picture": "Modifier le nom, le téléphone ou la photo",
  "Add your name and phone": "Ajoutez votre nom et votre téléphone",
  "Signed in as": "Connecté en tant que",
  Name: "Nom",
  "Phone (optional)": "Téléphone (facultatif)",
  "With the country code, no spaces": "Avec l’indicatif du pays, sans espaces",
  "Profile picture": "Photo de profil",
  "PNG, JPG, GIF up to 10MB": "PNG, JPG, GIF jusqu’à 10 Mo",
  "Saving…": "Enregistrement…",
  "Save changes": "Enregistrer les modifications",
  // A refused picture (app/utils/storage.server.ts)
  "Images can be up to 10MB.": "Les images peuvent peser jusqu’à 10 Mo.",
  "This file is not an image we can read (PNG, JPG, GIF or WebP).": "Ce fichier n’est pas une image que nous savons lire (PNG, JPG, GIF ou WebP).",
  "Only PNG, JPG, GIF and WebP images are accepted.": "Seules les images PNG, JPG, GIF et WebP sont acceptées.",
  "This image has too many pixels: images can be up to 40 megapixels (for example 8000 × 5000). Please choose a smaller one.":
    "Cette image a trop de pixels\u00a0: les images peuvent aller jusqu’à 40 mégapixels (par exemple 8000 × 5000). Veuillez en choisir une plus petite.",
  // The client's bookings
  "You have no bookings yet.": "Vous n’avez pas encore de réservation.",
  "Pick a day out: catamaran trips, hikes, snorkelling and heritage tours around the island.":
    "Choisissez votre journée\u00a0: sorties en catamaran, randonnées, snorkeling et visites du patrimoine tout autour de l’île.",
  "Explore our packages": "Découvrir nos excursions",
  "Your bookings, newest first": "Vos réservations, les plus récentes d’abord",
  Reference: "Référence",
  Package: "Excursion",
  Date: "Date",
  People: "Personnes",
  Status: "Statut",
  Details: "Détails",
  View: "Voir",
  "booking {reference}": "la réservation {reference}",
  "{count, plural, one {# adult} other {# adults}}": "{count, plural, one {# adulte} other {# adultes}}",
  "{count, plural, one {# child} other {# children}}": "{count, plural, one {# enfant} other {# enfants}}",
  "{count, plural, one {# infant} other {# infants}}": "{count, plural, one {# bébé} other {# bébés}}",
  "Pages of bookings": "Pages de réservations",
  Previous: "Précédente",
  Next: "Suivante",
  "Page {page} of {pages}": "Page {page} sur {pages}",

  // Notifications (app/routes/notifications.tsx)
  "Dismissed notifications": "Notifications masquées",
  "You have not dismissed any notification.": "Vous n’avez masqué aucune notification.",
  "You are all caught up. We will let you know here when a booking of yours changes.":
    "Vous êtes à jour. Nous vous préviendrons ici quand une de vos réservations changera.",
  Pages: "Pages",
  Newer: "Plus récentes",
  Older: "Plus anciennes",
  "Back to notifications": "Retour aux notifications",

  // Your data (app/components/dashboard/your-data.tsx) and deleting the account (app/routes/userprofile_.delete.tsx)
  "Your data": "Vos données",
  "Download everything we hold about you (profile, bookings, notifications and messages) as a file, or delete your account.":
    "Téléchargez tout ce que nous conservons à votre sujet (profil, réservations, notifications et messages) dans un fichier, ou supprimez votre compte.",
  "Download your data": "Télécharger vos données",
  "Delete your account": "Supprimer votre compte",
  "What happens": "Ce qui se passe",
  "Your profile, picture, notifications and sign-in sessions are deleted, and you are signed out everywhere.":
    "Votre profil, votre photo, vos notifications et vos sessions sont supprimés, et vous êtes déconnecté partout.",
  "{count, plural, one {Your upcoming booking is cancelled} other {Your # upcoming bookings are cancelled}}, and you receive a confirmation by e-mail:":
    "{count, plural, one {Votre réservation à venir est annulée} other {Vos # réservations à venir sont annulées}}, et vous recevez une confirmation par e-mail\u00a0:",
  "{count, plural, one {Your other booking stays on our books} other {Your # other bookings stay on our books}} (reference, dates, amounts and status, which we must keep), without your name, e-mail, phone or message.":
    "{count, plural, one {Votre autre réservation reste dans nos comptes} other {Vos # autres réservations restent dans nos comptes}} (référence, dates, montants et statut, que nous devons conserver), sans votre nom, votre e-mail, votre téléphone ni votre message.",
  "{count, plural, one {The message you sent us loses} other {The # messages you sent us lose}} your name, e-mail, phone and text.":
    "{count, plural, one {Le message que vous nous avez envoyé perd} other {Les # messages que vous nous avez envoyés perdent}} votre nom, votre e-mail, votre téléphone et leur texte.",
  "If you want a copy of your data, download it first:": "Si vous voulez une copie de vos données, téléchargez-la d’abord\u00a0:",
  "These bookings are confirmed and can no longer be cancelled online, so your account cannot be deleted yet. Please contact us about them, or delete your account after their departure.":
    "Ces réservations sont confirmées et ne peuvent plus être annulées en ligne\u00a0: votre compte ne peut donc pas encore être supprimé. Contactez-nous à leur sujet, ou supprimez votre compte après leur départ.",
  "You are the last admin: make someone else an admin before you delete your account.":
    "Vous êtes le dernier administrateur\u00a0: nommez quelqu’un d’autre administrateur avant de supprimer votre compte.",
  "Your password": "Votre mot de passe",
  "To be sure it is you, type your password again.": "Pour être sûrs que c’est bien vous, saisissez à nouveau votre mot de passe.",
  "No, keep my account": "Non, garder mon compte",
  "Deleting…": "Suppression…",
  "Delete my account": "Supprimer mon compte",
  "Go back to your profile": "Revenir à votre profil",
  "This is not your password. Please try again.": "Ce n’est pas votre mot de passe. Veuillez réessayer.",
  "Your account has been deleted, with what we held about you.": "Votre compte a été supprimé, avec ce que nous conservions à votre sujet.",
  "{count, plural, one {# upcoming booking was cancelled: a confirmation is on its way to {email}.} other {# upcoming bookings were cancelled: a confirmation of each is on its way to {email}.}}":
    "{count, plural, one {# réservation à venir a été annulée\u00a0: une confirmation est en route vers {email}.} other {# réservations à venir ont été annulées\u00a0: une confirmation de chacune est en route vers {email}.}}",
} satisfies Record<string, string>;
