import type { ActionFunctionArgs } from "@remix-run/node";
import { answerWebhook } from "~/services/checkout.server";

// PayPal's webhooks (CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED): POST only, the raw body read by the
// provider's module; server.js's same-origin check leaves this path alone. A GET is a 405 (no loader).
export const action = ({ request }: ActionFunctionArgs) => answerWebhook("paypal", request);
