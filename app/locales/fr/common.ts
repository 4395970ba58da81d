// French for the "common" namespace: what every page shows (header, footer, error pages, form parts).
// Each English text (the id, as the code writes it) and its French; an empty or missing French text shows the English.
export default {
  "Skip to content": "Aller au contenu",
  "Page not found": "Page introuvable",
  "Something went wrong": "Un problème est survenu",
  "We could not find that page. It may have moved.": "Nous n’avons pas trouvé cette page. Elle a peut-être été déplacée.",
  "Please try again in a moment. If it keeps happening, get in touch with us.": "Veuillez réessayer dans un instant. Si le problème persiste, contactez-nous.",
  Home: "Accueil",
  "{siteName}, home": "{siteName}, accueil",
  Main: "Principal",
  "About us": "À propos",
  "Contact us": "Contactez-nous",
  "Sign in": "Se connecter",
  "Account menu": "Menu du compte",
  "Your Profile": "Votre profil",
  "Sign out": "Se déconnecter",
} satisfies Record<string, string>;
