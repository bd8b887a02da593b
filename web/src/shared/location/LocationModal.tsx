import { Dialog } from '../../ui/dialog';
import { notify } from '../../ui/toast';
import { LocationChooser } from './LocationChooser';

/** The desktop 'Choose Your Location' dialog; a served choice is stored and closes it. */
export function LocationModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose Your Location" wide>
      <LocationChooser
        variant="modal"
        autoFocus
        onServed={(loc) => {
          onOpenChange(false);
          notify(`Delivering to ${loc.label}`, { kind: 'success' });
        }}
      />
    </Dialog>
  );
}
