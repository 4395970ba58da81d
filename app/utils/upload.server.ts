import { Readable } from "node:stream";
import { Busboy } from "@fastify/busboy";
import { formatBytes } from "~/utils/bytes";
import { errorMessage } from "~/utils/error-message";
import { checkFormShape, readForm } from "~/utils/request.server";

/** A request the server cannot read at all (far too large, or a text field beyond its limit); its message is an errorMessage. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 413,
  ) {
    super(message);
  }
}

export type MultipartOptions = {
  /** The largest file accepted; a bigger one is left out and reported in `errors`. */
  maxFileBytes: number;
  /** How many files one request may carry; the ones beyond are left out and reported. */
  maxFiles: number;
  /** The largest text field (default 200 kB). */
  maxFieldBytes?: number;
};

export type ParsedMultipart = {
  /** Every text field, and the files that were accepted, in the order the browser sent them. */
  formData: FormData;
  /** Clear, user-facing messages (errorMessage) about files left out (too big, too many). Empty when all is well. */
  errors: string[];
};

/** Room for a multipart form's text fields, all together. */
const TEXT_ROOM = 2 * 1024 * 1024;

/**
 * Reads a multipart form (or a plain urlencoded one) with limits. Files are held in memory: a file
 * over `maxFileBytes` is read to its end and dropped, never kept, so the rest of the form (what the
 * person typed) still arrives, and `errors` says which file was refused and why. Only a request that
 * cannot be read at all (its declared size is beyond every file allowed, or a text field is too
 * long) throws an `UploadError` with a clear message and a 413 status, never a 500.
 */
export async function parseMultipart(
  request: Request,
  { maxFileBytes, maxFiles, maxFieldBytes = 200_000 }: MultipartOptions,
): Promise<ParsedMultipart> {
  const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!contentType.startsWith("multipart/form-data")) {
    return { formData: await readForm(request), errors: [] };
  }
  // Everything allowed plus room for the text fields: beyond that the request is not worth reading.
  const maxRequestBytes = (maxFiles + 1) * maxFileBytes + TEXT_ROOM;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxRequestBytes) {
    const values = { size: formatBytes(declared), max: formatBytes(maxFileBytes), count: maxFiles };
    throw new UploadError(
      errorMessage("This upload is too large ({size}). Files can be up to {max} each, {count} at a time.", values),
    );
  }

  // The original header: a boundary is case-sensitive.
  const formData = await readMultipart(request, request.headers.get("Content-Type") ?? "", {
    maxFileBytes,
    maxFiles,
    maxFieldBytes,
    maxRequestBytes,
  });
  checkFormShape(formData.formData);
  return formData;
}

/**
 * The multipart body read with busboy, whose header parser follows the RFCs: a file named `holiday;beach.png` or
 * `a=b.png` (quoted by the browser) is read as such, where the parser built into Remix gave up on the whole form.
 * Fields and files keep the order the browser sent them in.
 */
function readMultipart(
  request: Request,
  contentType: string,
  { maxFileBytes, maxFiles, maxFieldBytes, maxRequestBytes }: Required<MultipartOptions> & { maxRequestBytes: number },
): Promise<ParsedMultipart> {
  return new Promise((resolve, reject) => {
    const unreadable = () => new UploadError(errorMessage("The form could not be read. Please try again."), 400);
    if (!request.body) return reject(unreadable());
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        // Field names stay short (ours are a few dozen characters); a value over maxFieldBytes is refused below.
        limits: { fieldNameSize: 1000, fieldSize: maxFieldBytes, headerSize: 16 * 1024 },
      });
    } catch {
      return reject(unreadable()); // no boundary, or not multipart after all
    }
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
    const entries: { name: string; value: string | File | null }[] = [];
    const errors: string[] = [];
    let files = 0;
    let received = 0;
    let text = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error instanceof UploadError ? error : unreadable());
    };

    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated) return fail(unreadable());
      if (valueTruncated)
        return fail(
          new UploadError(
            errorMessage("A text field is too long (over {size}).", { size: formatBytes(maxFieldBytes) }),
          ),
        );
      // Each text field has its limit (maxFieldBytes), and all of them together TEXT_ROOM: many fields cannot add up.
      text += Buffer.byteLength(value);
      if (text > TEXT_ROOM)
        return fail(
          new UploadError(errorMessage("The form's text is too long (over {size}).", { size: formatBytes(TEXT_ROOM) })),
        );
      entries.push({ name, value });
    });

    parser.on("file", (name, stream, sentName, _encoding, mimeType) => {
      const filename = sentName ?? "";
      const entry: { name: string; value: string | File | null } = { name, value: null };
      entries.push(entry);
      // A file input left empty still sends a part with no name and no bytes.
      const tooMany = filename !== "" && files >= maxFiles;
      if (filename !== "") files++;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        received += chunk.byteLength;
        if (received > maxRequestBytes) {
          const values = { max: formatBytes(maxFileBytes), count: maxFiles };
          return fail(
            new UploadError(
              errorMessage("This upload is too large. Files can be up to {max} each, {count} at a time.", values),
            ),
          );
        }
        // Past the limit the bytes are read (so the fields after it arrive) but not kept.
        if (size <= maxFileBytes && !tooMany) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (filename === "" && size === 0) return;
        if (tooMany) {
          if (files === maxFiles + 1)
            errors.push(errorMessage("You can add up to {count} files at a time.", { count: maxFiles }));
          return;
        }
        if (size > maxFileBytes) {
          errors.push(
            errorMessage("“{file}” is {size}: files can be up to {max}.", {
              file: filename,
              size: formatBytes(size),
              max: formatBytes(maxFileBytes),
            }),
          );
          return;
        }
        entry.value = new File([Buffer.concat(chunks, size)], filename, { type: mimeType });
      });
      stream.on("error", fail);
    });

    parser.on("error", fail);
    source.on("error", fail);
    // Busboy finishes once every part, files included, has been read to its end.
    parser.on("finish", () => {
      if (settled) return;
      settled = true;
      const formData = new FormData();
      for (const { name, value } of entries) if (value !== null && name !== undefined) formData.append(name, value);
      resolve({ formData, errors });
    });
    source.pipe(parser);
  });
}
