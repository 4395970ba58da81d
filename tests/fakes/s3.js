// A fake S3-compatible storage on loopback for the off-machine backups: s3rver (a maintained fork, from the npm
// registry) keeping its objects in a temporary folder, one bucket. The test reads back what the site wrote through
// the S3 API, as the operator's tools would.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

// s3rver's one account: its key id is checked (another id is refused with InvalidAccessKeyId). Its signature check
// is off because it signs a bucket's own address without the trailing slash the SDK sends (`GET /bucket/?list-type=2`).
export const FAKE_S3_KEY_ID = "S3RVER";
export const FAKE_S3_SECRET = "S3RVER";

/** @param {{ port?: number, bucket?: string }} [options] */
export async function startFakeS3({ port = 0, bucket = "lagoon-backups" } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "fake-s3-"));
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const url = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint: url,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: FAKE_S3_KEY_ID, secretAccessKey: FAKE_S3_SECRET },
  });
  return {
    url,
    bucket,
    /** The site's settings that send its backups here. */
    env: (prefix = "") => ({
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_ENDPOINT: url,
      BACKUP_S3_ACCESS_KEY_ID: FAKE_S3_KEY_ID,
      BACKUP_S3_SECRET_ACCESS_KEY: FAKE_S3_SECRET,
      ...(prefix ? { BACKUP_S3_PREFIX: prefix } : {}),
    }),
    /**
     * Every key in the bucket under `prefix`, sorted.
     * @returns {Promise<string[]>}
     */
    async keys(prefix = "") {
      /** @type {string[]} */
      const keys = [];
      let token;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    /**
     * An object's bytes.
     * @param {string} key
     */
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
