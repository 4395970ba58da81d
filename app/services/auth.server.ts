import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { createSession, deleteSession } from "~/models/session.server";
import { getUserByEmail, getUserById, type User } from "~/models/user.server";
import { unmatchableHash, verifyPassword } from "~/utils/password.server";
import { cookies, getSessionUserId } from "~/services/session.server";
import { loginPath } from "~/utils/i18n";
import { langOf } from "~/utils/request-lang.server";

/** Why a log in did not succeed. The message never says whether the e-mail has an account. */
export class LoginError extends Error {
  constructor(
    public code: "invalid" | "unverified",
    public email: string,
  ) {
    super(
      code === "invalid"
        ? /*i18n*/ "Wrong email or password. Please try again."
        : /*i18n*/ "Please confirm your e-mail address first.",
    );
  }
}

/**
 * The account of this e-mail and password, or a LoginError. An address without an account costs the same
 * password check (against a hash nothing matches), so the time taken does not tell whether it has one.
 * `client` is the request's address: the hashing queue keeps a place for a client whose passwords have not
 * failed lately (password.server.ts). Throws PasswordBusyError when no place is left.
 */
async function checkLogIn(email: string, password: string, client: string | undefined): Promise<User> {
  const user = getUserByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash ?? unmatchableHash(), client);
  if (!user || !ok) throw new LoginError("invalid", email);
  if (!user.emailVerifiedAt) throw new LoginError("unverified", user.email);
  return user;
}

// The client's address rides to the strategy on the request the action builds itself (never one a browser sent).
const CLIENT_HEADER = "X-Log-In-Client";

export const authenticator = new Authenticator<User>();
authenticator.use(
  new FormStrategy(async ({ form, request }) =>
    checkLogIn(
      String(form.get("email") ?? "").trim(),
      String(form.get("password") ?? ""),
      request.headers.get(CLIENT_HEADER) ?? undefined,
    ),
  ),
  "form",
);

/** Logs in through remix-auth's form strategy with a form already read (submitForm), from this client's address. */
export function logIn(url: string, formData: FormData, client: string): Promise<User> {
  return authenticator.authenticate(
    "form",
    new Request(url, { method: "POST", body: formData, headers: { [CLIENT_HEADER]: client } }),
  );
}

/** Starts a new session (a new id at every log in) and returns its cookie. */
export async function createUserSession(userId: string): Promise<string> {
  return cookies().session.serialize(createSession(userId));
}

/** Ends this browser's session; returns the cookie that clears it. */
export async function destroySession(request: Request): Promise<string> {
  const id = await cookies().session.parse(request.headers.get("Cookie"));
  if (typeof id === "string") deleteSession(id);
  return cookies().session.serialize("", { maxAge: 0 });
}

/** The signed-in user, read fresh from the database on every request (role changes apply at once). */
export async function getUser(request: Request): Promise<User | null> {
  const id = await getSessionUserId(request);
  return id ? getUserById(id) : null;
}

/** The signed-in user, or a redirect to the log in page of the request's language that comes back here afterwards. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const login = loginPath(langOf(request));
  throw redirect(`${login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
