// schema.org data (JSON-LD) for search engines and assistants, typed with schema-dts. Pure: the pages' `meta`
// exports give it to Remix's <Meta> as `script:ld+json`, which escapes `<`, `>` and `&` inside the script.
import type { Offer, TouristTrip, TravelAgency, WithContext } from "schema-dts";

/** The operator as the home page describes it. */
export type AgencyFacts = { name: string; url: string; email: string; telephone: string };

/** The operator: a travel agency in Mauritius (ISO 3166 code MU). */
export function travelAgencyJsonLd(agency: AgencyFacts): WithContext<TravelAgency> {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: agency.name,
    url: agency.url,
    email: agency.email,
    telephone: agency.telephone,
    address: { "@type": "PostalAddress", addressCountry: "MU" },
  };
}

/** A package as its page describes it; addresses are absolute. */
export type TripFacts = {
  name: string;
  description: string;
  /** The package page. */
  url: string;
  /** Where it is booked: the offer's address. */
  bookUrl: string;
  image: string | null;
  /** The adult price in rupees (null: price on request). */
  adultPrice: number | null;
  /** Whether a guest can book a departure now (false: every departure of the coming days is sold out or closed). */
  available: boolean;
  provider: { name: string; url: string };
  /** The page's language, on the French pages (BCP 47, "fr"). */
  inLanguage?: string;
};

/** A package as a schema.org TouristTrip with its Offer (the adult price in MUR, in stock or sold out). */
export function touristTripJsonLd(trip: TripFacts): WithContext<TouristTrip> {
  const offer: Offer = {
    "@type": "Offer",
    url: trip.bookUrl,
    ...(trip.adultPrice === null ? {} : { price: trip.adultPrice, priceCurrency: "MUR" }),
    availability: trip.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
  };
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: trip.name,
    description: trip.description,
    url: trip.url,
    ...(trip.image ? { image: trip.image } : {}),
    ...(trip.inLanguage ? { inLanguage: trip.inLanguage } : {}),
    provider: { "@type": "TravelAgency", name: trip.provider.name, url: trip.provider.url },
    offers: offer,
  };
}
