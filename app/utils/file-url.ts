/**
 * The address of a stored file: the database keeps its storage key (its path in the uploads tree, such as
 * "users/<id>/me-<hash>-200.webp"), and the address is built here, where a page shows it. Browser-safe.
 */
export function fileUrl(key: string) {
  return "/files/" + key.split("/").map(encodeURIComponent).join("/");
}
