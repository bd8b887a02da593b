/** admin_slot_bookings: each day's slots with capacity, bookings and holds (orders' slot filter, picking's slot choice). */
import type { CallResult } from '@larder/contract';
import { minutesOfLabel } from '@larder/contract/slot-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../admin-api';

export type SlotDay = CallResult<'admin_slot_bookings'>[number];

export const slotBookingsQuery = (from: string, days: number) =>
  queryOptions({
    queryKey: ['admin_slot_bookings', { from, days }],
    queryFn: ({ signal }) => adminCall('admin_slot_bookings', { from, days }, { signal }),
    staleTime: 30_000,
  });

export function useSlotBookings(from: string | null | undefined, days = 1) {
  return useQuery({ ...slotBookingsQuery(from ?? '', days), enabled: Boolean(from) });
}

/** "Delivery · 10am–12pm" options for one day, in time order within each method. */
export function slotOptions(day: SlotDay | undefined): { value: string; label: string; booked: number; capacity: number }[] {
  if (!day) return [];
  return [...day.slots]
    .sort((a, b) => a.shipping_method_name.localeCompare(b.shipping_method_name) || minutesOf(a.slot_label) - minutesOf(b.slot_label))
    .map((s) => ({ value: s.slot, label: `${s.shipping_method_name} · ${s.slot_label}`, booked: s.booked, capacity: s.capacity }));
}

/** Minutes after midnight of the first time in a slot label ("10am–12pm" -> 600), for sorting. */
export const minutesOf = minutesOfLabel;
