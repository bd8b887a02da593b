import { OptionsChooser } from '../components/OptionsChooser';
import { ProductParamPage } from '../components/ProductParamPage';

/** /popup-attribute?product=<route>: choose options, see the price, add to cart. */
export function PopupAttributePage() {
  return <ProductParamPage title="Choose options">{(p) => <OptionsChooser key={p.name} product={p} />}</ProductParamPage>;
}
