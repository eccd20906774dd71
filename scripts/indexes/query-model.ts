/**
 * What the index check knows about one Firestore query, and about firestore.indexes.json. Shared
 * by the scanner (scan-queries.ts), which finds queries in the source, and the classifier
 * (classify.ts), which decides what index each one needs.
 */

export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';

export interface Filter {
  field: string;
  op: string;
}

export interface Order {
  field: string;
  direction: 'ASCENDING' | 'DESCENDING';
}

export interface FoundQuery {
  /** `path/from/repo.ts:line` of the query's last where/orderBy (admin) or its query() call (web). */
  at: string;
  collectionGroup: string;
  scope: Scope;
  filters: Filter[];
  orders: Order[];
}

/** A query the scanner could not work out statically (a computed field, an unknown collection...). */
export interface Unresolved {
  at: string;
  reason: string;
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: Scope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: string; arrayConfig?: string; queryScope?: string }[];
  ttl?: boolean;
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

/** The document id's field path (FieldPath.documentId(), documentId()). */
export const DOCUMENT_ID = '__name__';
