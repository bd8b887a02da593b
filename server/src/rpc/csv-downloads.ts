import type { CallName, CallPayload } from '@larder/contract';
import type { Readable } from 'node:stream';
import type { Ctx } from '../ctx';
import { exportProductsCsv } from '../modules/catalog/console-import';
import { pickListCsv } from '../modules/orders/console-picking';

export interface CsvDownload {
  filename: string;
  body: Readable | string;
}
type Downloads = { [N in CallName]?: (ctx: Ctx, payload: CallPayload<N>) => Promise<CsvDownload> };

/**
 * Calls whose answer is a CSV file (decision 029). Called with `Accept: text/csv` they send the
 * file itself as the response, streamed as it is made; otherwise they answer JSON as the contract
 * says. Same payload, caller and roles either way.
 */
export const csvDownloads: Downloads = {
  admin_export_products: (ctx, p) => exportProductsCsv(ctx, p),
  // A day's pick list is small and made whole; only its delivery is a file.
  admin_pick_list_csv: async (ctx, p) => {
    const { filename, csv } = await pickListCsv(ctx, p.date, p.slot);
    return { filename, body: csv };
  },
};

/** The caller asked for the file itself rather than the JSON answer. */
export function wantsCsv(accept: string | undefined): boolean {
  return !!accept && /^\s*text\/csv\b/i.test(accept);
}
