import type { ActionFunctionArgs } from "@remix-run/node";
import { answerStatusCallback } from "~/services/messaging/phone.server";

// Twilio's delivery reports of the messages to guests' phones: POST only, form-encoded and signed (X-Twilio-Signature,
// checked over the raw parameters); server.js's same-origin check leaves this path alone. A GET is a 405 (no loader).
export const action = ({ request }: ActionFunctionArgs) => answerStatusCallback(request);
