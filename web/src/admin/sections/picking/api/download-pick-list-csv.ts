import { useMutation } from '@tanstack/react-query';
import { adminCall, downloadText } from '../../../admin-api';
import type { PickSelection } from './get-pick-list';

/** admin_pick_list_csv: the same list as a spreadsheet, saved as a download. */
export function useDownloadPickListCsv() {
  return useMutation({
    mutationFn: (sel: PickSelection) => adminCall('admin_pick_list_csv', sel),
    onSuccess: (r) => downloadText(r.filename, r.csv),
  });
}
