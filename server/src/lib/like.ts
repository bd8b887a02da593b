/** A LIKE pattern for a search term, with the wildcards of the term itself removed. */
export function likeTerm(search: string): string {
  return `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`;
}
