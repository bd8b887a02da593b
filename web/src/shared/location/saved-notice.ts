import { notDeliverableText, type TAddress } from '@larder/contract/location';
import { notify } from '../../ui/toast';

/** After saving an address: done, or (outside the delivery area) saved with the reason it cannot be delivered to. */
export function notifyAddressSaved(saved: TAddress, edited: boolean): void {
  const done = edited ? 'Address updated' : 'Address added';
  if (saved.deliverable) notify(done, { kind: 'success' });
  else notify(`${done}. ${notDeliverableText(saved.zipcode)}`, { kind: 'info', duration: 8000 });
}
