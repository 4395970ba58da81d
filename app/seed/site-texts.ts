// The demo's banner and the terms' link words, with their French, as an operator would give them on the Notification
// Banners and Policies pages.
import type { BannerInput } from "~/models/banner.server";
import type { PolicyTitles } from "~/models/policy.server";

export const seedBanner = {
  title: "Whale season is here",
  message:
    "From July to October humpback whales pass the west coast. Ask us about adding a morning whale watch to your south-west day.",
  link: "/contact",
  action: "Ask about whale watching",
  translations: {
    fr: {
      title: "La saison des baleines est arrivée",
      message:
        "De juillet à octobre, les baleines à bosse longent la côte ouest. Demandez-nous d’ajouter une sortie matinale d’observation des baleines à votre journée dans le Sud-Ouest.",
      action: "Se renseigner sur l’observation des baleines",
    },
  },
} satisfies BannerInput;

export const seedTermsTitles = {
  title: "Terms and conditions",
  translations: { fr: { title: "Conditions générales" } },
} satisfies PolicyTitles;
