import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '../../../admin-api';
import type { PickSelection } from './get-pick-list';

/** admin_pick_list_csv: the same list as a spreadsheet, saved as a download. */
export function useDownloadPickListCsv() {
  return useMutation({ mutationFn: (sel: PickSelection) => adminDownload('admin_pick_list_csv', sel) });
}
