import type { MouseEvent } from "react";
import { useFocusOnArrival, type SummaryProps } from "~/components/ui/form-alert";
import { useT } from "~/utils/i18n";

/**
 * The error summary at the top of a refused form (the GOV.UK pattern): "There is a problem", then the
 * form's own messages and each field's message as a link to that field. It takes the focus when it
 * appears (`useFocusOnArrival`: a new refusal is a new `focusKey`), so the page opens at the form. Its
 * list is announced as an alert as well.
 */
export default function ErrorSummary({ id, problems, focusKey }: SummaryProps) {
  const focus = useFocusOnArrival<HTMLDivElement>(focusKey);
  const i18n = useT();
  if (!problems.length) return null;
  return (
    <div
      {...focus}
      id={id}
      // Named by its heading when it takes the focus (a plain div may not have a name).
      role="group"
      aria-labelledby={`${id}-title`}
      className="mb-5 rounded-xl border-2 border-coral-dark bg-coral-light px-4 py-3 text-coral-dark"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {i18n.t("There is a problem")}
      </h2>
      <div role="alert">
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-semibold">
          {problems.map((problem, i) => (
            <li key={`${i}-${problem.message}`}>
              {problem.target ? (
                <a
                  // Percent-encoded: a list field's id ("…-rules[0].seats") has characters a fragment may not hold;
                  // the browser decodes it to find the field.
                  href={`#${encodeURIComponent(problem.target)}`}
                  onClick={(event) => goToField(event, problem.target!)}
                  className="underline underline-offset-2 hover:no-underline"
                >
                  {problem.message}
                </a>
              ) : (
                problem.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Without JavaScript the link scrolls to the field; with it, the field also takes the focus (a browser
 * only scrolls to a fragment), and the field's label, above it, comes into view with it.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!field) return;
  event.preventDefault();
  const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  (label ?? field).scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}
