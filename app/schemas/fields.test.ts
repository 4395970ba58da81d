import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { emailField, phoneField } from "./fields";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("email rule (text, at sign, text, dot, text)", () => {
  it.each(["a@b.co", "first.last@example.mu", "x+tag@mail.example.com"])("accepts %s", (v) => {
    expect(emailField.safeParse(v).success).toBe(true);
  });
  it.each(["", "plain", "a@b", "@b.co", "a@.co", "a b@c.de", "a@b."])(
    "rejects %j with 'Invalid email address'",
    (v) => {
      const r = emailField.safeParse(v);
      expect(r.success).toBe(false);
      expect(message(r)).toBe("Invalid email address");
    },
  );
});

describe("phone rule (+, 1 to 3 digit country code, 4 to 15 digits, no spaces)", () => {
  it.each(["+2305712", "+23057123456", "+1" + "2".repeat(15), "+123" + "4".repeat(15)])("accepts %s", (v) => {
    expect(phoneField.safeParse(v).success).toBe(true);
  });
  // 5 digits in all is the least (1 + 4); 18 the most (3 + 15).
  it.each([
    "+2304",
    "23057123456",
    "+230 5712 3456",
    "+230-5712",
    "+1234" + "5".repeat(15),
    "++23057123",
    "+230abc1234",
  ])("rejects %j with 'Invalid phone number'", (v) => {
    const r = phoneField.safeParse(v);
    expect(r.success).toBe(false);
    expect(message(r)).toBe("Invalid phone number");
  });
});

describe("contact form", () => {
  it("needs a name, an email and a message; the phone is optional but checked", () => {
    expect(contactSchema.safeParse({ name: "Ana", email: "ana@example.mu", message: "Hello" }).success).toBe(true);
    const r = contactSchema.safeParse({ name: " ", email: "ana@example.mu", message: "", phone: "123" });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toContain("Please enter your name");
    expect(messages).toContain("Please write your message");
    expect(messages).toContain("Invalid phone number");
  });
});
