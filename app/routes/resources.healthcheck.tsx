import { sql } from "drizzle-orm";
import { getDb } from "~/utils/db.server";

/** For the platform's health check: answers 200 only when the database answers. */
export async function loader() {
  try {
    getDb().get(sql`select 1`);
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[healthcheck]", error);
    return new Response("ERROR", { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
