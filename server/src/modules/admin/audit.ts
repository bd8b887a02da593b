// The console's audit trail lives in modules/audit; admin services import it from here too.
export { audit, staffOf } from '../audit/audit';
