import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

/**
 * A file larger than allowed. The rest of the form was still read (the file's bytes were thrown away
 * as they arrived), so the page can answer with a message beside the field and keep what was typed.
 */
export class UploadTooLargeError extends Error {
  constructor(
    public field: string,
    public maxBytes: number,
    public formData: FormData,
  ) {
    super(`This file is too large: the limit is ${formatBytes(maxBytes)}.`);
  }
}

export function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB` : `${Math.ceil(bytes / 1024)}KB`;
}

type Options = {
  /** The largest file accepted in any file field. */
  maxFileBytes: number;
  /** The largest text field (the forms' own fields are short). */
  maxFieldBytes?: number;
  /**
   * The largest request read at all. Above it nothing is read and the answer is a 413. The default
   * leaves room to read past one oversized file, so the usual mistake (a photo a little too big)
   * is answered inside the form rather than on an error page.
   */
  maxRequestBytes?: number;
};

/**
 * The one way to read a multipart form (a form with a file). Files are kept in memory as File objects,
 * never written to disk here: the caller decides what to store, through storeImage() or storePdf().
 * Throws UploadTooLargeError for a file over the limit, and a 4xx Response for anything that is not a
 * form we can read (never a bare 500).
 */
export async function parseMultipart(request: Request, options: Options): Promise<FormData> {
  const { maxFileBytes, maxFieldBytes = 100_000 } = options;
  const maxRequestBytes = options.maxRequestBytes ?? 2 * maxFileBytes + 1024 * 1024;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxRequestBytes) throw tooLargeResponse(maxFileBytes);

  const fileHandler = unstable_createMemoryUploadHandler({ maxPartSize: maxFileBytes });
  const fieldHandler = unstable_createMemoryUploadHandler({ maxPartSize: maxFieldBytes });
  const tooLarge: string[] = [];
  let received = 0;
  const handler: UploadHandler = async (part) => {
    // Counts what really arrives: Content-Length can be absent (chunked) or wrong.
    const data = counted(part.data, (n) => {
      received += n;
      if (received > maxRequestBytes) throw tooLargeResponse(maxFileBytes);
    });
    if (part.filename === undefined) return fieldHandler({ ...part, data });
    try {
      return await fileHandler({ ...part, data });
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      // Read the rest of this file without keeping it, so the next fields can still be parsed.
      for await (const _chunk of data) {
        /* discarded */
      }
      tooLarge.push(part.name);
      return undefined;
    }
  };

  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof MaxPartSizeExceededError) throw new Response("A form field is too long.", { status: 413 });
    // Not multipart, or a malformed body: the sender's mistake, not ours.
    throw new Response("This form could not be read. Please try again.", { status: 400 });
  }
  if (tooLarge.length) throw new UploadTooLargeError(tooLarge[0], maxFileBytes, formData);
  return formData;
}

function tooLargeResponse(maxFileBytes: number) {
  return new Response(`This upload is too large: files can be up to ${formatBytes(maxFileBytes)}.`, { status: 413 });
}

/** The same chunks, reporting each one's size first; one iterator, so a partial read can be resumed. */
function counted(source: AsyncIterable<Uint8Array>, onChunk: (bytes: number) => void): AsyncIterable<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  const wrapped: AsyncIterableIterator<Uint8Array> = {
    [Symbol.asyncIterator]: () => wrapped,
    async next() {
      const result = await iterator.next();
      if (!result.done) onChunk(result.value.byteLength);
      return result;
    },
  };
  return wrapped;
}
