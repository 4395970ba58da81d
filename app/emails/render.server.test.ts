import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { contactThankYouEmail } from "./contact-thank-you";
import { emailPreviews } from "./previews.server";
import { htmlToTextOptionsFor, renderEmail } from "./render.server";

// render() streams: it wraps the document in a Suspense boundary (<!--$-->…<!--/$-->) and puts <!-- --> between
// adjacent text nodes. Those comments are React's bookkeeping, not the message. renderEmail() writes <br> for <br/>.
const asRenderEmailWrites = (html: string) => html.replace(/<!--\/?\$-->|<!-- -->/g, "").replaceAll("<br/>", "<br>");

describe("the synchronous render", () => {
  it.each(
    [...emailPreviews(), ...emailPreviews(undefined, "fr")].map(
      (p, i) => [`${p.name}${i >= emailPreviews().length ? " (fr)" : ""}`, p] as const,
    ),
  )("%s: the same HTML and plain text as @react-email/render's render()", async (_, preview) => {
    const mine = renderEmail(preview.element());
    expect(preview.build()).toMatchObject(mine);
    expect(mine.htmlMessage).toBe(asRenderEmailWrites(await render(preview.element())));
    expect(mine.plainTextMessage).toBe(
      await render(preview.element(), { plainText: true, htmlToTextOptions: htmlToTextOptionsFor(mine.htmlMessage) }),
    );
  });

  it("escapes what a visitor typed, and keeps a hidden token's placeholder literally in both parts", () => {
    const mail = emailPreviews({
      siteName: "Lagoon & Leaf Escapes",
      siteUrl: "https://lagoon.example",
      staffEmail: "staff@lagoon.example",
    })
      .find((p) => p.name === "reset-password")!
      .build();
    expect(mail.htmlMessage).toContain('href="https://lagoon.example/reset-password?token=[hidden]"');
    expect(mail.plainTextMessage).toContain(
      "Choose a new password: https://lagoon.example/reset-password?token=[hidden]",
    );
    const contact = contactThankYouEmail(
      { name: "Ann", email: "ann@example.mu", phone: "", message: "<b>hi</b>\n<img src=x onerror=alert(1)>" },
      "Lagoon & Leaf Escapes",
      "en",
      1,
    );
    expect(contact.htmlMessage).toContain("&lt;b&gt;hi&lt;/b&gt;<br>&lt;img src=x onerror=alert(1)&gt;");
    expect(contact.htmlMessage).not.toMatch(/<b>|<img/);
    expect(contact.plainTextMessage).toContain("> Message: <b>hi</b>\n> <img src=x onerror=alert(1)>");
  });
});
