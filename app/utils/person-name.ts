/**
 * A profile's one name field as the booking form's two: the first word, then the rest ("Jean-Marc de la Tour"
 * gives "Jean-Marc" and "de la Tour"). A guess the guest can correct: the fields stay editable.
 */
export function splitFullName(full: string): { name: string; surname: string } {
  const [name = "", ...rest] = full.trim().split(/\s+/);
  return { name, surname: rest.join(" ") };
}
