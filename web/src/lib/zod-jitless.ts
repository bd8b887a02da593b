/**
 * zod compiles object parsers with `new Function` where it may. The shop's CSP (script-src 'self')
 * forbids that, and zod's probe for it is reported as a CSP violation (Lighthouse best practices:
 * "Issues were logged in the Issues panel"). `jitless` skips the probe; parsing stays what it was
 * under the CSP. It is set through zod's shared global config, read when zod loads, so the entry
 * does not have to load zod to set it (the home page's first-load budget). main.tsx imports this
 * module first, before any schema exists.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Into zod's own object when it has already made it (zod keeps a reference to it).
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
