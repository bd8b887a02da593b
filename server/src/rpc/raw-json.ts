/**
 * A result already serialised (hot cached calls skip JSON.stringify on every request). The whole
 * response body is kept as UTF-8 bytes: sending them is a plain copy to the socket, where a
 * string with any non-Latin-1 character ("£" in a unit price) would be re-encoded every time.
 */
export class RawJson {
  readonly body: Buffer;
  constructor(json: string) {
    this.body = Buffer.from(`{"message":${json}}`, 'utf8');
  }
}
