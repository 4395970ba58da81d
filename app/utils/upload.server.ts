import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { checkFormShape, readForm } from "./request.server";

/** A request the server cannot read at all (far too large, or a text field beyond its limit). */
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
  /** Clear, user-facing messages about files left out (too big, too many). Empty when all is well. */
  errors: string[];
};

/** Room for a multipart form's text fields, all together. */
const TEXT_ROOM = 2 * 1024 * 1024;

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB` : `${Math.ceil(bytes / 1024)}KB`;

/**
 * Reads a multipart form (or a plain urlencoded one) with limits. Files are held in memory: a file
 * over `maxFileBytes` is read to its end and dropped, never kept, so the rest of the form (what the
 * person typed) still arrives, and `errors` says which file was refused and why. Only a request that
 * cannot be read at all (its declared size is beyond every file allowed, or a text field is too
 * long) throws an `UploadError` with a clear message and a 413 status, never a 500.
 */
export async function parseMultipart(request: Request, { maxFileBytes, maxFiles, maxFieldBytes = 200_000 }: MultipartOptions): Promise<ParsedMultipart> {
  const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!contentType.startsWith("multipart/form-data")) {
    return { formData: await readForm(request), errors: [] };
  }
  // Everything allowed plus room for the text fields: beyond that the request is not worth reading.
  const maxRequestBytes = (maxFiles + 1) * maxFileBytes + TEXT_ROOM;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxRequestBytes) {
    throw new UploadError(`This upload is too large (${formatBytes(declared)}). Files can be up to ${formatBytes(maxFileBytes)} each, ${maxFiles} at a time.`);
  }

  const errors: string[] = [];
  let files = 0;
  let received = 0;
  let text = 0;
  const fields = unstable_createMemoryUploadHandler({ maxPartSize: maxFieldBytes });
  // Each text field has its limit (maxFieldBytes), and all of them together TEXT_ROOM: many fields cannot add up.
  async function* countedText(data: AsyncIterable<Uint8Array>) {
    for await (const chunk of data) {
      text += chunk.byteLength;
      if (text > TEXT_ROOM) throw new UploadError(`The form's text is too long (over ${formatBytes(TEXT_ROOM)}).`);
      yield chunk;
    }
  }
  const handler: UploadHandler = async (part) => {
    if (typeof part.filename !== "string") return fields({ ...part, data: countedText(part.data) });
    // A file input left empty still sends a part with no name and no bytes.
    const tooMany = part.filename !== "" && files >= maxFiles;
    if (part.filename !== "") files++;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      received += chunk.byteLength;
      if (received > maxRequestBytes) throw new UploadError(`This upload is too large. Files can be up to ${formatBytes(maxFileBytes)} each, ${maxFiles} at a time.`);
      // Past the limit the bytes are read (so the fields after it arrive) but not kept.
      if (size <= maxFileBytes && !tooMany) chunks.push(chunk);
    }
    if (part.filename === "" && size === 0) return undefined;
    if (tooMany) {
      if (files === maxFiles + 1) errors.push(`You can add up to ${maxFiles} files at a time.`);
      return undefined;
    }
    if (size > maxFileBytes) {
      errors.push(`“${part.filename}” is ${formatBytes(size)}: files can be up to ${formatBytes(maxFileBytes)}.`);
      return undefined;
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return new File([bytes], part.filename, { type: part.contentType });
  };

  let formData;
  try {
    formData = await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (error instanceof MaxPartSizeExceededError) throw new UploadError(`A text field is too long (over ${formatBytes(maxFieldBytes)}).`);
    throw new UploadError("The form could not be read. Please try again.", 400);
  }
  checkFormShape(formData);
  return { formData, errors };
}
