/** The message about the form as a whole (a refused log in, a rate limit), announced to screen readers. */
export function FormAlert({ errors }: { errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg bg-coral-light px-4 py-3 text-sm font-semibold text-coral-dark">
      {errors[0]}
    </p>
  );
}
