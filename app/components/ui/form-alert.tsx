import type { FormMetadata } from "@conform-to/react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";

/** One line of the summary: a message, and the id of the field it is about (then it links there). */
export type Problem = { message: string; target?: string };

/** A summary: its element's id, its problems, and what makes it take the focus again (see `useFocusOnArrival`). */
export type SummaryProps = { id: string; problems: Problem[]; focusKey?: unknown };

/**
 * What the page's news takes to get the focus when it appears (a refused form's summary, the question asked before
 * a step that cannot be undone), so the page opens there, on screen: without JavaScript through `autofocus` (the
 * answer to a post is a new page, which the browser would show from its top), with JavaScript whenever `focusKey`
 * changes (a new answer, which arrives without a new document and would leave the page scrolled where it was).
 * `undefined` moves nothing. Spread the result on the element.
 */
export function useFocusOnArrival<T extends HTMLElement>(focusKey: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (focusKey === undefined || !ref.current) return;
    // Sent by the server (React writes `autofocus` only there), the browser's autofocus did it: leave a
    // focus the visitor has moved since.
    const fromServer = initial && ref.current.hasAttribute("autofocus");
    if (fromServer && document.activeElement && document.activeElement !== document.body) return;
    ref.current.focus();
  }, [focusKey]);
  // The focus goes where the page's news is (see above): the one place that gives `autofocus` (jsx-a11y's
  // no-autofocus rule reads written attributes, not these).
  return { ref, tabIndex: -1, autoFocus: true };
}

// The summary's own code comes only when there is a problem to show: never with a form page's first load (README, page
// budgets). The server renders it whole; a refusal in the browser fetches it once.
const LazySummary = lazy(() => import("./error-summary"));

/**
 * The error summary at the top of a refused form (the GOV.UK pattern; components/ui/error-summary.tsx): "There is a
 * problem", then each problem, a link to its field where it has one. Nothing when there is none.
 */
export function ErrorSummary(props: SummaryProps) {
  if (!props.problems.length) return null;
  return (
    <Suspense fallback={null}>
      <LazySummary {...props} />
    </Suspense>
  );
}

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Conform form
  form: FormMetadata<any>;
  /** Messages of the server's beside Conform's (a notice, a refused file), shown whenever given. */
  messages?: (string | null | undefined)[];
  /** A field whose element is not Conform's `<form id>-<name>` (the human check): its name → the id to link to. */
  targets?: Record<string, string>;
};

/**
 * The summary of a Conform form: after a refused submit (by the browser's check or by the server), the
 * form's messages, then the first message of each field in error as a link to the field. It stays while
 * errors remain, following them as they are fixed, and goes when none is left.
 */
export function FormAlert({ form, messages, targets }: Props) {
  const refused = form.status === "error";
  const [shown, setShown] = useState(refused);
  const all = form.allErrors as Record<string, string[] | undefined>;
  // The form's own messages (all of them) first, then each field's first, in the order of the form.
  const errors = Object.entries(all)
    .sort(([a], [b]) => Number(a !== "") - Number(b !== ""))
    .flatMap(([name, list = []]) =>
      name
        ? list.slice(0, 1).map((message) => ({ message, target: targets?.[name] ?? `${form.id}-${name}` }))
        : list.map((message) => ({ message })),
    );
  const extra = (messages ?? []).filter((m): m is string => Boolean(m)).map((message) => ({ message }));
  const problems: Problem[] = [...extra, ...(refused || shown ? errors : [])];
  const count = problems.length;
  useEffect(() => {
    if (refused) setShown(true);
    else if (count === 0) setShown(false);
  }, [refused, count]);
  // A refusal gives Conform a new set of errors with the status "error"; the checks while typing have none.
  return <ErrorSummary id={`${form.id}-alert`} problems={problems} focusKey={refused ? all : undefined} />;
}

/** A single refusal or failure told in a line of its own, outside a form's summary (a search found nothing, a step was refused). */
export function AlertMessage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      className={`${className ? `${className} ` : ""}rounded-lg bg-coral-light px-4 py-3 text-sm font-semibold text-coral-dark`}
    >
      {children}
    </p>
  );
}

/**
 * The summary of a form the page draws without Conform (a list's buttons, a row's hidden fields): every message of the
 * server's answer (Conform's result from the form door), the form's own first, each once. Fields it shows beside their input are
 * left out (`shownBeside`), and a message about a field can link to it (`targets`: its name → the input's id).
 */
export function ResultSummary({
  id,
  result,
  shownBeside = [],
  targets = {},
}: {
  id: string;
  result: { error?: Record<string, string[] | null> | null } | null | undefined;
  shownBeside?: string[];
  targets?: Record<string, string>;
}) {
  const entries = Object.entries(result?.error ?? {}).filter(([name]) => !shownBeside.includes(name));
  const problems = entries
    .sort(([a], [b]) => Number(a !== "") - Number(b !== ""))
    .flatMap(([name, list]) => (list ?? []).map((message) => ({ message, target: targets[name] })))
    // One message for two fields ("Please provide both…") is said once, about the first.
    .filter((problem, i, all) => all.findIndex((p) => p.message === problem.message) === i);
  return <ErrorSummary id={id} problems={problems} focusKey={problems.length ? result : undefined} />;
}
