import fs from "node:fs";
import { recordHeartbeat } from "~/models/health.server";
import { dataDir } from "~/utils/env.server";

// Below this, an upload (up to 10 MB) or the database's next growth would fail: the site is not healthy.
const MIN_FREE_BYTES = 16 * 1024 * 1024;

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * For the platform's health check: 200 only when the database takes a write (a heartbeat row, committed) and
 * the data folder has room left; otherwise 503, so the platform stops sending visitors to a site whose
 * bookings would fail. A `select 1` answered even when the disk was full.
 */
export async function loader() {
  try {
    recordHeartbeat();
  } catch (error) {
    console.error("[healthcheck] the database refused a write:", error instanceof Error ? error.message : error);
    return answer(503, "ERROR: the database refused a write");
  }
  const { bavail, bsize } = fs.statfsSync(dataDir());
  if (bavail * bsize < MIN_FREE_BYTES) {
    console.error(`[healthcheck] ${Math.round((bavail * bsize) / 1024)} KB left in the data folder`);
    return answer(503, "ERROR: the data folder is almost full");
  }
  return answer(200, "OK");
}
