// What the catalogue's use cases read: the server-configured reference lists (a setting item),
// unparsed; the DynamoDB implementation is in data/stores/catalog.ts, wired in composition/catalog.ts.
export interface CatalogSettings {
  /** The stored referenceLists setting as written (validated by the reader), undefined when unset. */
  readReferenceLists(): Promise<unknown>;
}
