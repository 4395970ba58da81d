import * as z from "zod";
import { emailField, phoneField, requiredText } from "./fields";

export const contactSchema = z.object({
  name: requiredText("Please enter your name", 100),
  email: emailField,
  phone: phoneField.optional(),
  message: requiredText("Please write your message", 5000),
});
