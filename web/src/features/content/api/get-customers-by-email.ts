import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../api/client';
import { sessionToken } from '../../../lib/session';

/** One row of the spec's `GET Customers` resource (the server only ever answers with the caller's own record). */
export interface CustomerRecord {
  name: string;
  email: string;
  full_name: string;
  birthday_club: { day: number; month: string } | null;
}

/** GET /api/resource/Customers?filters=[["email","=",email]] with the token header (a REST call, outside the call catalogue). */
export async function fetchCustomersByEmail(email: string, signal?: AbortSignal): Promise<CustomerRecord[]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionToken();
  if (token) headers.authorization = `token ${token}`;
  const filters = encodeURIComponent(JSON.stringify([['email', '=', email]]));
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/api/resource/Customers?filters=${filters}`, { headers, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('You appear to be offline. Check your connection and try again.', 0, 'NetworkError');
  }
  const body = (await res.json().catch(() => ({}))) as { data?: CustomerRecord[]; message?: unknown; exc_type?: string };
  if (!res.ok) {
    const message = typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
    throw new ApiError(message, res.status, body.exc_type ?? 'Error');
  }
  return body.data ?? [];
}

export const customersByEmailKey = (email: string) => ['Customers', { email }] as const;

export const customersByEmailQuery = (email: string) =>
  queryOptions({
    queryKey: customersByEmailKey(email),
    queryFn: ({ signal }) => fetchCustomersByEmail(email, signal),
    staleTime: 60_000,
  });

/** The signed-in customer's record, to tell whether they are in the birthday club. */
export function useCustomerByEmail(email: string | undefined) {
  return useQuery({ ...customersByEmailQuery(email ?? ''), enabled: !!email, select: (rows) => rows[0] ?? null });
}
