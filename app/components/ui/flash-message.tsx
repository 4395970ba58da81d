import type { Flash } from "~/services/session.server";

export function FlashMessage({ flash }: { flash: Flash }) {
  const error = flash.kind === "error";
  return (
    <div className="container-page mt-4">
      <p
        role={error ? "alert" : "status"}
        className={`rounded-xl px-4 py-3 text-sm font-semibold ${error ? "bg-coral-light text-coral-dark" : "bg-palm-light text-palm"}`}
      >
        {flash.message}
      </p>
    </div>
  );
}
