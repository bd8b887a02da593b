/** Tables of the console's delivery area (added to the Database type through AdminTables). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminDeliveryTables {}
