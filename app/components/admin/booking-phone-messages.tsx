import { AdminSection } from "./admin-section";

type PhoneMessage = {
  id: number;
  channel: string;
  to: string;
  text: string;
  created: string;
  status: string;
  failed: boolean;
};

/**
 * A booking's messages to its guest's phone (WhatsApp or SMS) on its admin page, each with its delivery: Sent, Failed
 * with Twilio's reason (staff then call or e-mail the guest), or Waiting. Nothing when the guest asked for none.
 */
export function BookingPhoneMessages({ messages, asked }: { messages: PhoneMessage[]; asked: boolean }) {
  if (!messages.length && !asked) return null;
  return (
    <AdminSection id="phone-messages-heading" title="Messages to the guest's phone">
      {messages.length ? null : (
        <p className="mt-3 text-sm text-ink-soft">The guest asked for messages on their phone; none sent yet.</p>
      )}
      <ul className="mt-4 divide-y divide-line">
        {messages.map((m) => (
          <li key={m.id} className="py-3" data-phone-message>
            <p className="text-sm text-ink-soft">
              {m.channel} to {m.to} · {m.created}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-sm">{m.text}</p>
            <p
              className={`mt-1 break-words text-sm font-semibold${m.failed ? " text-coral-dark" : ""}`}
              data-phone-status
            >
              {m.status}
            </p>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
