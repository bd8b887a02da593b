/** A change the shop refused as data (`status: 'failed'`): the message is the shop's own words. */
export class CartRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartRefusal';
  }
}
