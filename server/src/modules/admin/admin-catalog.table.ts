/** Tables of the console's catalog area (added to the Database type through AdminTables). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminCatalogTables {}
