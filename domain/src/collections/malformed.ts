/** Kept free of zod: the browser's production bundle tells this failure apart without the schemas. */
/** A stored document that does not match its schema; the message names the document and field. */
export class MalformedDocumentError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Malformed document ${path}: ${detail}`);
    this.name = 'MalformedDocumentError';
  }
}
