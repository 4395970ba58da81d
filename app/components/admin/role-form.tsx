import { Form } from "@remix-run/react";
import { AlertMessage, ResultSummary } from "~/components/ui/form-alert";
import { EmailSearch } from "./email-search";

type Found = { id: string; email: string; role: string; name: string } | null;

/** The action's answer: the form door's result (the form's messages, and the role field's). */
type Refused = { error?: Record<string, string[] | null> | null };

/** Search a user by e-mail; then type a role (or, on the add-admin view, make them an admin). `refused` is the action's answer. */
export function RoleForm({
  query,
  found,
  refused,
  fixedRole,
}: {
  query: string;
  found: Found;
  refused?: Refused;
  fixedRole?: string;
}) {
  return (
    <div className="space-y-6">
      <EmailSearch id="role-search" query={query} button="Search" />
      {query && !found ? <AlertMessage>User Not Found</AlertMessage> : null}
      {found ? (
        <Form method="post" className="rounded-xl border border-line bg-sand-light p-4">
          <input type="hidden" name="userId" value={found.id} />
          <p className="text-sm">
            <strong>{found.email}</strong>
            {found.name ? ` (${found.name})` : ""}: role <strong>{found.role}</strong>
          </p>
          {refused?.error ? (
            <div className="mt-3">
              <ResultSummary id="role-form-alert" result={refused} targets={fixedRole ? {} : { role: "role-value" }} />
            </div>
          ) : null}
          {fixedRole ? (
            <input type="hidden" name="role" value={fixedRole} />
          ) : (
            <div className="mt-3 max-w-xs">
              <label htmlFor="role-value" className="field-label">
                Role
              </label>
              <input
                id="role-value"
                name="role"
                type="text"
                required
                maxLength={40}
                defaultValue={found.role}
                list="role-options"
                className="field-input"
                aria-describedby="role-hint"
              />
              <datalist id="role-options">
                <option value="user" />
                <option value="admin" />
              </datalist>
              <p id="role-hint" className="mt-1 text-sm text-ink-soft">
                Only "admin", in lower case, gives access to the back office.
              </p>
            </div>
          )}
          <button type="submit" className="btn-primary mt-4">
            {fixedRole ? `Make ${found.email} an admin` : "Set role"}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
