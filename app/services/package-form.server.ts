// What the add and edit package actions share.

export const NOTHING_SAVED = "Nothing was saved.";
/** A browser never refills a file input after the page comes back: say so, rather than lose files silently. */
export const CHOOSE_AGAIN = "What you typed is kept below, but a browser cannot keep chosen images: please choose them again.";

/** The files chosen in the form's image picker, in their order, taken out of the form data. */
export function uploadedFiles(formData: FormData, name = "images"): File[] {
  const files = formData.getAll(name).filter((value): value is File => typeof value !== "string" && value.size > 0);
  formData.delete(name);
  return files;
}
