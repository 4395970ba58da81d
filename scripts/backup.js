// Takes a backup at once, for an operator with shell access (the server takes them on its schedule too):
//   npm run backup
// A snapshot of the database and the uploads into DATA_DIR/backups/<time>/, copied off the machine when the S3
// settings are given. It works beside the running site: SQLite's online backup reads a consistent copy while the
// site writes. Exits 1 when the snapshot or its copy off the machine failed, saying why.
import { serverBuild } from "./server-build.js";

const app = await serverBuild();
let outcome;
try {
  outcome = await app.takeBackup({ trigger: "script" });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { snapshot, offsite } = outcome;
if (snapshot) {
  const { manifest } = snapshot;
  const rows = Object.entries(manifest.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(", ");
  console.log(`Snapshot ${snapshot.name} written to ${snapshot.folder}`);
  const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const fileBytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `  database ${megabytes(manifest.database.bytes)} (${rows}); ${manifest.files.length} stored files, ${megabytes(fileBytes)}`,
  );
  if (manifest.missingFiles.length)
    console.log(`  note: ${manifest.missingFiles.length} file(s) the database points at were not in the uploads`);
} else {
  console.error(`The snapshot failed: ${outcome.error}`);
}
if (outcome.pruned.length) console.log(`Removed by the retention rules: ${outcome.pruned.join(", ")}`);
if (!offsite) console.log("Off-machine copies are not configured (BACKUP_S3_BUCKET and its keys).");
else if (offsite.ok) console.log(`Copied off the machine: ${offsite.name} in ${offsite.where}`);
else console.error(`Copying off the machine to ${offsite.where} failed: ${offsite.error}`);
process.exit(snapshot && (!offsite || offsite.ok) ? 0 : 1);
