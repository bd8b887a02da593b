/** A result already serialised to JSON (hot cached calls skip JSON.stringify on every request). */
export class RawJson {
  constructor(public readonly json: string) {}
}
