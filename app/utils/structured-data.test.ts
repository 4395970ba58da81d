import { describe, expect, it } from "vitest";
import { touristTripJsonLd, travelAgencyJsonLd, type TripFacts } from "~/utils/structured-data";

const trip: TripFacts = {
  name: "Île aux Cerfs catamaran",
  description: "A day on the east coast lagoon.",
  url: "https://lagoon.example/info/cerfs",
  bookUrl: "https://lagoon.example/book/cerfs",
  image: "https://lagoon.example/files/packages/cerfs/a-1200.webp",
  adultPrice: 3500,
  available: true,
  provider: { name: "Lagoon & Leaf Escapes", url: "https://lagoon.example/" },
};

describe("a package as a schema.org TouristTrip", () => {
  it("carries its offer: the adult price in MUR, in stock, where it is booked", () => {
    expect(touristTripJsonLd(trip)).toEqual({
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      name: trip.name,
      description: trip.description,
      url: trip.url,
      image: trip.image,
      provider: { "@type": "TravelAgency", name: "Lagoon & Leaf Escapes", url: "https://lagoon.example/" },
      offers: {
        "@type": "Offer",
        url: trip.bookUrl,
        price: 3500,
        priceCurrency: "MUR",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("is sold out when no departure can be booked", () => {
    expect(touristTripJsonLd({ ...trip, available: false }).offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
    });
  });

  it("names no price when the price is on request, and no image when there is none", () => {
    const data = touristTripJsonLd({ ...trip, adultPrice: null, image: null });
    expect(data.offers).not.toHaveProperty("price");
    expect(data.offers).not.toHaveProperty("priceCurrency");
    expect(data).not.toHaveProperty("image");
  });

  it("keeps a free package's price of 0", () => {
    expect(touristTripJsonLd({ ...trip, adultPrice: 0 }).offers).toMatchObject({ price: 0, priceCurrency: "MUR" });
  });
});

describe("the operator as a schema.org TravelAgency", () => {
  it("has the site's name, address, e-mail, telephone and country", () => {
    expect(
      travelAgencyJsonLd({
        name: "Lagoon & Leaf Escapes",
        url: "https://lagoon.example/",
        email: "hello@lagoonandleaf.mu",
        telephone: "+230 5712 3456",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "TravelAgency",
      name: "Lagoon & Leaf Escapes",
      url: "https://lagoon.example/",
      email: "hello@lagoonandleaf.mu",
      telephone: "+230 5712 3456",
      address: { "@type": "PostalAddress", addressCountry: "MU" },
    });
  });
});
