import { describe, expect, it } from "vitest";
import { chatNumber, whatsappLink } from "~/utils/whatsapp";

describe("WhatsApp's click-to-chat links", () => {
  it("opens a chat with the number, the text typed in", () => {
    expect(whatsappLink("23057123456")).toBe("https://wa.me/23057123456");
    expect(whatsappLink("23057123456", "Hello, about my booking K7QM-4XPT-9HRC: ")).toBe(
      "https://wa.me/23057123456?text=Hello%2C%20about%20my%20booking%20K7QM-4XPT-9HRC%3A%20",
    );
    // Every character of the message survives the address: accents, &, ?, #, a new line.
    const text = "Île aux Cerfs & co? #1\nà 07:45";
    expect(new URL(whatsappLink("23057123456", text)).searchParams.get("text")).toBe(text);
  });

  it("keeps the number's digits only", () => {
    expect(whatsappLink("+230 5712 3456")).toBe("https://wa.me/23057123456");
  });

  it("knows a phone by its digits with the country code, none without one", () => {
    expect(chatNumber("+23057123456")).toBe("23057123456");
    expect(chatNumber("+44 (20) 7946-0958")).toBe("442079460958");
    expect(chatNumber("0033612345678")).toBe("33612345678");
    expect(chatNumber("57123456")).toBeNull();
    expect(chatNumber("")).toBeNull();
    expect(chatNumber(null)).toBeNull();
    expect(chatNumber("+123")).toBeNull();
    expect(chatNumber("+2305712345678901234")).toBeNull();
  });
});
