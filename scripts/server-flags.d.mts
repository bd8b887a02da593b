/** The Node flags the server runs with (server-flags.mjs). */
export function serverNodeFlags(env?: Record<string, string | undefined>): string[];
