// The reports' bench data (issue 32): `count` bookings (100,000 by default) over two years of departures (550 days
// back, 180 ahead), with their ledger, written into a site's database beside the running server (WAL allows it), on
// the site's own packages (the demo's) and their schedules. Deterministic: the same seed gives the same rows.
//   node scripts/bench-data.js <data folder> [count]
// Used by `npm run bench:reports` (scripts/bench.js, BENCH_ONLY=reports).
import path from "node:path";
import Database from "better-sqlite3";

/** A small seeded random generator (mulberry32): the same rows on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATES = [
  ["confirmed", 0.72],
  ["pending", 0.14],
  ["cancelled", 0.09],
  ["declined", 0.05],
];
const STATUS = { confirmed: "Confirmed", pending: "Pending", cancelled: "Cancelled", declined: "Declined" };
const SOURCES = [
  ["website", 0.55],
  ["phone", 0.1],
  ["whatsapp", 0.12],
  ["email", 0.03],
  ["walk-in", 0.04],
  ["hotel-desk", 0.09],
  ["agent", 0.07],
];
const HOTELS = [
  "Sugar Beach",
  "LUX Grand Baie",
  "The Oberoi",
  "Shandrani Beachcomber",
  "Trou aux Biches",
  "Paradis Beachcomber",
  "Constance Prince Maurice",
  "Heritage Le Telfair",
  "Veranda Pointe aux Biches",
  "Long Beach",
  "Four Seasons Anahita",
  "One&Only Le Saint Géran",
  "Maritim Resort",
];
const AGENTS = [
  "Blue Lagoon Tours",
  "Island Trails",
  "Dodo Travel",
  "Coral Coast Agency",
  "Mauritours",
  "Summer Times",
  "White Sand Tours",
  "Solis Travel",
  "Lagoon Adventures",
  "Vacances Maurice",
  "Ile Maurice Voyages",
  "Tropical Escapes",
];

const pick = (rand, weighted) => {
  let r = rand();
  for (const [value, weight] of weighted) if ((r -= weight) < 0) return value;
  return weighted[weighted.length - 1][0];
};
const between = (rand, lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

function addDays(isoDate, days) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Writes the bookings and their ledger; returns what it wrote. */
export function generateBookings(
  dbFile,
  { count = 100_000, seed = 32, today = new Date().toISOString().slice(0, 10) } = {},
) {
  const rand = random(seed);
  const db = new Database(dbFile);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 10000");
  try {
    const packages = db.prepare("SELECT id, title FROM packages WHERE status = 'active' ORDER BY position").all();
    if (packages.length === 0) throw new Error(`${dbFile} has no active package: start the site once first`);
    const startsOf = (id) =>
      db
        .prepare("SELECT start_times FROM schedule_rules WHERE package_id = ?")
        .all(id)
        .flatMap((r) => JSON.parse(r.start_times));
    // Each package sells at its own prices and start times (a package without a schedule: 09:00 every day).
    const offer = packages.map((p, i) => {
      const starts = startsOf(p.id);
      return { ...p, starts: starts.length ? starts : ["09:00"], adult: 1500 + 500 * (i % 8), weight: 1 + (i % 3) };
    });
    const weighted = offer.map((o) => [o, o.weight / offer.reduce((n, x) => n + x.weight, 0)]);
    const first = addDays(today, -550);
    const now = Date.now();

    const insertBooking = db.prepare(`INSERT INTO bookings (reference, name, surname, email, phone, package_id,
      package_title, date, start_time, adults, children, infants, time, price_adult, price_child, price_infant, total,
      status, state, source, source_name, check_in, paid, refunded, payment_state, language)
      VALUES (@reference, @name, @surname, @email, @phone, @packageId, @packageTitle, @date, @startTime, @adults,
      @children, @infants, @time, @priceAdult, @priceChild, 0, @total, @status, @state, @source, @sourceName, @checkIn,
      @paid, @refunded, @paymentState, @language)`);
    const insertPayment = db.prepare(`INSERT INTO payments (booking_reference, kind, method, amount, currency, note,
      recorded_by, created_at) VALUES (?, ?, ?, ?, 'MUR', '', 'bench@bench.test', ?)`);

    let payments = 0;
    db.transaction(() => {
      for (let n = 0; n < count; n++) {
        const o = pick(rand, weighted);
        const date = addDays(first, between(rand, 0, 730));
        const past = date < today;
        const drawn = pick(rand, STATES);
        const source = pick(rand, SOURCES);
        const adults = between(rand, 1, 4);
        const children = rand() < 0.4 ? between(rand, 1, 3) : 0;
        const infants = rand() < 0.1 ? 1 : 0;
        const priceChild = Math.round(o.adult / 2);
        const total = rand() < 0.03 ? null : adults * o.adult + children * priceChild;
        // Booked 0 to 120 days ahead, at some hour of the day.
        const booked = new Date(`${addDays(date, -between(rand, 0, 120))}T00:00:00Z`);
        booked.setUTCMinutes(between(rand, 0, 24 * 60 - 1));
        // Nothing is booked later than now: a departure far ahead was booked in the last weeks.
        if (booked.getTime() > now) booked.setTime(now - between(rand, 0, 30 * 24 * 60) * 60_000);
        // Requests are answered within hours: one sent more than two days ago is decided (confirmed) by now.
        const state = drawn === "pending" && now - booked.getTime() > 2 * 86_400_000 ? "confirmed" : drawn;
        const reference = `B${String(n).padStart(7, "0")}`;
        const checkIn =
          past && state === "confirmed"
            ? pick(rand, [
                ["checked-in", 0.94],
                ["no-show", 0.04],
                [null, 0.02],
              ])
            : null;
        // The ledger: a deposit or the whole on most confirmed bookings, sometimes both; a refund on some cancelled ones.
        const ledger = [];
        const cents = (total ?? 0) * 100;
        if (cents && (state === "confirmed" || state === "cancelled") && rand() < 0.85) {
          const deposit = rand() < 0.45 ? Math.round(cents * 0.3) : cents;
          const at = new Date(booked.getTime() + between(rand, 1, 72) * 3_600_000);
          ledger.push([
            "payment",
            pick(rand, [
              ["cash", 0.3],
              ["card-terminal", 0.2],
              ["bank-transfer", 0.2],
              ["online", 0.25],
              ["agent", 0.05],
            ]),
            deposit,
            at,
          ]);
          if (deposit < cents && state === "confirmed" && (past || rand() < 0.3))
            ledger.push(["payment", "cash", cents - deposit, new Date(`${date}T05:00:00Z`)]);
          if (state === "cancelled" && rand() < 0.4)
            ledger.push([
              "refund",
              "bank-transfer",
              deposit,
              new Date(at.getTime() + between(rand, 24, 240) * 3_600_000),
            ]);
        }
        const paid = ledger.filter((l) => l[0] === "payment").reduce((s, l) => s + l[2], 0);
        const refunded = ledger.filter((l) => l[0] === "refund").reduce((s, l) => s + l[2], 0);
        const held = paid - refunded;
        const paymentState =
          state === "cancelled" || state === "declined"
            ? held > 0
              ? "refund-due"
              : refunded > 0
                ? "refunded"
                : "unpaid"
            : held >= cents && cents > 0
              ? "paid"
              : held > 0
                ? "deposit-paid"
                : "unpaid";
        insertBooking.run({
          reference,
          name: "Bench",
          surname: `Guest ${n}`,
          email: `guest-${n}@bench.test`,
          phone: "+23057123456",
          packageId: o.id,
          packageTitle: o.title,
          date,
          startTime: o.starts[n % o.starts.length],
          adults,
          children,
          infants,
          time: booked.toISOString(),
          priceAdult: total === null ? null : o.adult,
          priceChild: total === null ? null : priceChild,
          total,
          status: STATUS[state],
          state,
          source,
          sourceName:
            source === "hotel-desk"
              ? HOTELS[between(rand, 0, HOTELS.length - 1)]
              : source === "agent"
                ? AGENTS[between(rand, 0, AGENTS.length - 1)]
                : "",
          checkIn,
          paid: held,
          refunded,
          paymentState,
          language: rand() < 0.2 ? "fr" : "en",
        });
        for (const [kind, method, amount, at] of ledger) {
          insertPayment.run(reference, kind, method, amount, at.toISOString());
          payments++;
        }
      }
    })();
    db.exec("ANALYZE");
    return { bookings: count, payments, packages: packages.length, from: first, to: addDays(first, 730) };
  } finally {
    db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/bench-data.js <data folder> [count]");
    process.exit(2);
  }
  const result = generateBookings(path.join(dir, "app.db"), { count: Number(process.argv[3]) || undefined });
  console.log(
    `${result.bookings} bookings and ${result.payments} ledger rows on ${result.packages} packages, ${result.from} to ${result.to}`,
  );
}
