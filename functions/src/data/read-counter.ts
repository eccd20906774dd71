/**
 * Counts the documents one API request reads, so each answer can report its cost in the
 * `x-document-reads` header (the bench adds them up per page load). The count lives in the
 * request's async context; reads outside a request are not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const requestReads = new AsyncLocalStorage<{ reads: number }>();

export function withReadCounter<R>(fn: () => R): R {
  return requestReads.run({ reads: 0 }, fn);
}

export function countDocumentReads(count: number): void {
  const store = requestReads.getStore();
  if (store) store.reads += count;
}

export function documentReadsSoFar(): number {
  return requestReads.getStore()?.reads ?? 0;
}
