// Brings a snapshot back into an empty data folder (DATA_DIR), and checks it:
//   npm run restore -- SNAPSHOT                 a snapshot's folder, or its name in DATA_DIR/backups/
//   npm run restore -- --from-s3 NAME           a snapshot from the off-machine storage (the BACKUP_S3_* settings)
//   npm run restore                             lists the snapshots there are
// It refuses a data folder that holds a database or stored files. Exits 1 on any failed check, saying which;
// then nothing is put in place. After it, `npm start` on that folder serves the restored site.
import { serverBuild } from "./server-build.js";

const args = process.argv.slice(2);
const fromS3 = args[0] === "--from-s3";
const source = fromS3 ? args[1] : args[0];
const app = await serverBuild();
if (!source || source.startsWith("-") || args.length > (fromS3 ? 2 : 1)) {
  console.error(
    "Usage: npm run restore -- SNAPSHOT   (a snapshot's folder, or its name in the data folder's backups/)",
  );
  console.error("       npm run restore -- --from-s3 NAME");
  const { local, remote, remoteError } = await app.listSnapshots();
  console.error(`\nOn this machine: ${local.length ? local.join(", ") : "none"}`);
  if (remote) console.error(`Off the machine: ${remote.length ? remote.join(", ") : "none"}`);
  else if (remoteError) console.error(`Off the machine: could not be listed (${remoteError})`);
  process.exit(2);
}
const report = await app.restoreSnapshot(source, { fromS3 });
for (const line of report.lines) (report.ok ? console.log : console.error)(line);
process.exit(report.ok ? 0 : 1);
