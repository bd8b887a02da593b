import type { PushMessage } from './push-target';

/** What a provider said about one device: delivered, gone for good (delete it), or not this time. */
export type Delivery = 'sent' | 'gone' | 'failed';

/** A native device as a provider knows it: our row id and the provider's token or subscription id. */
export interface NativeDevice {
  id: string;
  token: string;
}

/** A native push service (FCM, OneSignal) behind its SDK. */
export interface PushProvider {
  readonly name: string;
  /** Never throws: a device the provider could not be asked about is 'failed'. */
  send(devices: NativeDevice[], message: PushMessage): Promise<Map<string, Delivery>>;
}

/** The devices in groups of at most `size`, one group after another. */
export async function inGroups<T>(items: T[], size: number, each: (group: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await each(items.slice(i, i + size));
}
