/** The largest image, profile picture or e-mail attachment a form takes: one figure for the schemas, the server's reader and the messages. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** A size as the messages say it: "10MB", "12.3MB", "512KB". */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB` : `${Math.ceil(bytes / 1024)}KB`;

/** The upload limit as the hints and messages say it ("10MB"). */
export const UPLOAD_MAX_LABEL = formatBytes(UPLOAD_MAX_BYTES);
