/** The quieter "≈ €70" after a rupee amount, for visitors (utils/money.ts approxEur); nothing without a display rate. */
export function ApproxEur({ text }: { text: string | null | undefined }) {
  return text ? (
    <>
      {" "}
      <span className="whitespace-nowrap font-normal text-ink-soft">{text}</span>
    </>
  ) : null;
}
