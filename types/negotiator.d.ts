// negotiator (express's and compression's own) ships no types; the part the page cache and server.js use.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the request's Accept-Encoding (ties go by `preferred`'s order), or undefined. */
    encoding(available?: string[], preferred?: string[]): string | undefined;
  }
}
