/** Tables of the console's content area (added to the Database type through AdminTables). */

/** A marketing push sent from the console (the hourly limit counts these rows). */
export interface PushCampaignTable {
  id: string;
  title: string;
  body: string;
  target_type: 'Product' | 'Product Category';
  route: string;
  staff_id: string;
  staff_email: string;
  sent: number;
  failed: number;
  removed: number;
  created_at: string;
}

export interface AdminContentTables {
  push_campaign: PushCampaignTable;
}
