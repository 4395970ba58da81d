import { describe, expect, it } from "vitest";
import type { Booking } from "~/models/booking.server";
import { bookingCancelledEmail } from "./booking-cancelled";
import { bookingRequestEmail } from "./booking-request";
import { contactThankYouEmail } from "./contact-thank-you";
import { visitorName } from "./layout";
import { sampleBooking } from "./sample-booking";

// E-mails sent to an address a stranger may type: nothing they write may read as the operator speaking.
const PHISH = "Your account is locked - verify at https://phish.example/login";

// A stranger's request without a departure time or prices, every field they type a lure.
const booking = (over: Partial<Booking> = {}): Booking =>
  sampleBooking({
    name: PHISH,
    surname: "www.phish.example",
    email: "victim@example.mu",
    message: "Line one\nClick https://phish.example now",
    children: 0,
    startTime: null,
    priceAdult: null,
    priceChild: null,
    priceInfant: null,
    total: null,
    ...over,
  });

/** The parts of a message that read as ours: everything but the "> " quoted lines. */
const ourWords = (text: string) =>
  text
    .split("\n")
    .filter((l) => !l.startsWith(">"))
    .join("\n");

describe("visitorName", () => {
  it.each([
    [PHISH, "Your account is locked - verify at"],
    ["Anjali Ramgoolam", "Anjali Ramgoolam"],
    ["Jean-Marc D'Souza", "Jean-Marc D'Souza"],
    ["J. R. Tolkien", "J. R. Tolkien"],
    ["Ann www.evil.test", "Ann"],
    ["Ann evil.test/pay", "Ann"],
    ["Ann bit.ly", "Ann"],
    ["Ann mailto:x@evil.test", "Ann"],
    ["Ann ann@evil.test", "Ann"],
    ["Ann 203.0.113.9", "Ann"],
    ["Ann hxxps://evil", "Ann"],
    ["Ann\u200b evil\u202e.test", "Ann"],
    ["https://phish.example", "a visitor"],
    ["A".repeat(100), `${"A".repeat(40)}…`],
  ])("%j becomes %j", (raw, kept) => {
    expect(visitorName(raw)).toBe(kept);
  });
});

describe("the contact thank-you", () => {
  const mail = contactThankYouEmail(
    { name: PHISH, email: "victim@example.mu", phone: "", message: "Hello,\nplease verify at https://phish.example" },
    "Lagoon & Leaf Escapes",
    "en",
    42,
  );

  it.each([
    ["en", "We received your message (ref. 42)"],
    ["fr", "Nous avons bien reçu votre message (réf. 42)"],
  ] as const)(
    "its subject (%s) is our fixed words and the message's reference: nothing the visitor typed",
    (lang, subject) => {
      for (const name of [
        PHISH,
        "Refund ready: call +230 5712 3456",
        "Ann\r\nBcc: evil@example.com",
        "A".repeat(100),
      ]) {
        const { subject: got, plainTextMessage } = contactThankYouEmail(
          { name, email: "victim@example.mu", phone: "", message: "Hi" },
          "Lagoon",
          lang,
          42,
        );
        expect(got).toBe(subject);
        // The visitor's name is still there, quoted in the body.
        expect(plainTextMessage).toMatch(/> (Name|Nom)\u00a0?: \S/);
      }
    },
  );

  it("greets neutrally and quotes the visitor's text as what they sent, never in our voice", () => {
    expect(mail.plainTextMessage).toMatch(
      /^Hello,\n\nThank you for getting in touch with Lagoon & Leaf Escapes\. Our team will revert as soon as possible\./,
    );
    expect(mail.plainTextMessage).not.toContain("Dear");
    expect(mail.plainTextMessage).toContain(
      "What you sent us through our contact form:\n\n> Name: Your account is locked - verify at\n",
    );
    expect(mail.plainTextMessage).toContain("> Message: Hello,\n> please verify at https://phish.example\n");
    expect(ourWords(mail.plainTextMessage)).not.toMatch(/phish|locked/);
    expect(mail.htmlMessage).toContain("<p>Hello,</p>");
    expect(mail.htmlMessage).not.toContain("Dear");
    expect(mail.htmlMessage).not.toContain("phish.example/login");
    // The visitor's text sits inside the quote.
    const quote = /<blockquote[^>]*>([\s\S]*?)<\/blockquote>/.exec(mail.htmlMessage)?.[1] ?? "";
    expect(quote).toContain("please verify at https://phish.example");
    expect(mail.htmlMessage.replace(quote, "")).not.toMatch(/phish|locked/);
    expect(mail.limitPerRecipient).toBe(true);
  });
});

describe("the booking e-mails", () => {
  it.each([
    ["request", bookingRequestEmail(booking(), "Lagoon & Leaf Escapes"), "Booking Ref K7QM-4XPT-9HRC"],
    ["cancellation", bookingCancelledEmail(booking(), "Lagoon & Leaf Escapes"), "Booking Cancelled"],
  ])(
    "the %s: the product's subject, a neutral greeting, the visitor's text quoted with the name's links stripped",
    (_, mail, subject) => {
      expect(mail.subject).toBe(subject);
      expect(mail.plainTextMessage.startsWith("Hello,\n\n")).toBe(true);
      expect(mail.plainTextMessage).not.toContain("Dear");
      expect(mail.plainTextMessage).toContain(
        "What you sent us with the booking form:\n\n> Name: Your account is locked - verify at a visitor\n",
      );
      expect(mail.plainTextMessage).toContain("> Message: Line one\n> Click https://phish.example now");
      expect(ourWords(mail.plainTextMessage)).not.toMatch(/phish|locked/);
      expect(mail.htmlMessage).not.toContain("phish.example/login");
      expect(mail.htmlMessage).not.toContain("www.phish");
      // The guest's own booking: never held back by the per-mailbox quota that strangers' contact posts fill.
      expect(mail.limitPerRecipient).toBe(false);
    },
  );

  it("the request still says what the product says", () => {
    const mail = bookingRequestEmail(booking({ name: "Priya", surname: "Doolub" }), "Lagoon & Leaf Escapes");
    expect(mail.plainTextMessage).toContain("Our team will confirm your booking as soon as possible.");
    expect(mail.plainTextMessage).toContain("> Name: Priya Doolub");
    expect(mail.htmlMessage).toContain("K7QM-4XPT-9HRC");
  });
});
