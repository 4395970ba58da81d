import * as z from "zod/mini";
import { emailField, formKeyField, phoneField, requiredText } from "./fields";

export const contactSchema = z.object({
  name: requiredText("Please enter your name", 100),
  email: emailField,
  phone: z.optional(phoneField),
  message: requiredText("Please write your message", 5000),
  formKey: formKeyField,
});
