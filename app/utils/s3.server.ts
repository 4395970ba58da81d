// S3-compatible storage for the off-machine copies of the backups, through the AWS SDK: a few calls (list, put,
// get, delete) under the configured prefix. The SDK is loaded only when the storage is configured.
import type { Readable } from "node:stream";
import { getEnv, type Env } from "~/utils/env.server";

export type S3Settings = {
  bucket: string;
  /** Unset: Amazon S3 itself. Set (R2, B2, MinIO, a test's fake): that address, with path-style requests. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys start with this folder ("" for the bucket's root). */
  prefix: string;
};

/** The off-machine storage's settings, or null when it is not configured (env.server.ts checks they come together). */
export function s3Settings(env: Env = getEnv()): S3Settings | null {
  if (!env.BACKUP_S3_BUCKET || !env.BACKUP_S3_ACCESS_KEY_ID || !env.BACKUP_S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: env.BACKUP_S3_BUCKET,
    endpoint: env.BACKUP_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION,
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
    prefix: env.BACKUP_S3_PREFIX ?? "",
  };
}

export type StoredObject = { key: string; size: number; lastModified: Date };

export type ObjectStore = {
  /** "s3://bucket/prefix" (at the endpoint), for messages. */
  where: string;
  /** Every object whose key starts with `prefix` (relative to the configured prefix), all pages. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Writes an object. A buffer, not a stream: the SDK's retries send the same body again. */
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Readable>;
  remove(keys: string[]): Promise<void>;
};

/** A readable message for a failed call: the service's error code and text, or the network's. */
export function s3ErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & { Code?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  const name = e.Code ?? (e.name !== "Error" ? e.name : e.code);
  const text = e.message ?? "";
  // The network's errors say their code in their message already ("connect ECONNREFUSED 127.0.0.1:9").
  const said = !name || text.includes(name) ? text : text ? `${name}: ${text}` : name;
  return (said || "unknown error") + (status ? ` (HTTP ${status})` : "");
}

export async function openObjectStore(settings: S3Settings): Promise<ObjectStore> {
  const { S3Client, ListObjectsV2Command, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } =
    await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Custom endpoints (R2, B2, MinIO) take the bucket in the path; virtual hosts need DNS for every bucket.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default checksums (trailing CRC32 on streamed bodies) are refused by many S3-compatible stores.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // A storage that does not answer must not hold the backup's lock (and the admin's "Back up now") forever.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
  const base = settings.prefix ? `${settings.prefix}/` : "";
  const full = (key: string) => base + key;
  return {
    where: `s3://${settings.bucket}/${base}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,
    async list(prefix) {
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: full(prefix), ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key)
            found.push({
              key: o.Key.slice(base.length),
              size: o.Size ?? 0,
              lastModified: o.LastModified ?? new Date(0),
            });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async put(key, body) {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: full(key), Body: body, ContentLength: body.length }),
      );
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: full(key) }));
      return answer.Body as Readable;
    },
    async remove(keys) {
      // One by one: DeleteObjects needs a Content-MD5 that some S3-compatible stores check differently; the lists are short.
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: full(key) }));
    },
  };
}
