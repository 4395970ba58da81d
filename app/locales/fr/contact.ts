// French for the "contact" namespace: each English text (the id, as the code writes it) and its French.
// An empty or missing French text shows the English.
export default {
  "Contact us | Mauritius day packages": "Contactez-nous | Excursions à l’île Maurice",
  "Questions about a day out in Mauritius? Write to our local team and we will answer as soon as possible.":
    "Une question sur une sortie à l’île Maurice\u00a0? Écrivez à notre équipe locale, nous vous répondrons dès que possible.",
  "GET IN TOUCH WITH US": "CONTACTEZ-NOUS",
  "Planning a day out, travelling with little ones, or wondering which trip suits the weather this week? Write to us: a member of our team in Mauritius reads every message.":
    "Vous préparez une sortie, voyagez avec de jeunes enfants ou vous demandez quelle excursion convient à la météo de la semaine\u00a0? Écrivez-nous\u00a0: un membre de notre équipe à Maurice lit chaque message.",
  Location: "Adresse",
  Mauritius: "Île Maurice",
  Phone: "Téléphone",
  Email: "E-mail",
  "Contact form": "Formulaire de contact",
  Sending: "Envoi en cours",
  Name: "Nom",
  "Phone (optional)": "Téléphone (facultatif)",
  "With the country code and no spaces, for example +23057123456": "Avec l’indicatif du pays et sans espaces, par exemple +23057123456",
  Message: "Message",
  "Send Message": "Envoyer le message",
  "Message sent | Contact us": "Message envoyé | Contactez-nous",
  "We Received your message and will get back to you soon": "Nous avons bien reçu votre message et vous répondrons bientôt",
  "Thank you! Our team will revert as soon as possible. Feel free to explore our packages!":
    "Merci\u00a0! Notre équipe vous répondra dès que possible. N’hésitez pas à découvrir nos excursions\u00a0!",
  "Your message is saved with us, but we could not send you a copy by e-mail. If you need to add anything, write to":
    "Votre message est bien enregistré, mais nous n’avons pas pu vous en envoyer une copie par e-mail. Pour ajouter quelque chose, écrivez à",
  "Explore our packages": "Découvrir nos excursions",
} satisfies Record<string, string>;
