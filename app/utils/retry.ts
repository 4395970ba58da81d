// How long a failed call to a provider waits before its next try: the outbox's e-mails and the refunds alike.

/** The longest wait between two tries. */
export const MAX_RETRY_WAIT_MS = 6 * 60 * 60 * 1000;

/** The wait after the `attempts`-th failed try: `baseMs`, doubled at each further one, at most six hours. */
export const retryWait = (attempts: number, baseMs: number) =>
  Math.min(MAX_RETRY_WAIT_MS, baseMs * 2 ** (attempts - 1));
