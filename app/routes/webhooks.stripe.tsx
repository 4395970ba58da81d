import type { ActionFunctionArgs } from "@remix-run/node";
import { answerWebhook } from "~/services/checkout.server";

// Stripe's webhooks (checkout.session.completed): POST only, the raw body read by the provider's module (its
// signature is over the exact bytes); server.js's same-origin check leaves this path alone. A GET is a 405 (no loader).
export const action = ({ request }: ActionFunctionArgs) => answerWebhook("stripe", request);
