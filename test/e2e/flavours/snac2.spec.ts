// The browser flows against the demo instance behaving as snac2 2.94 (flows.ts).
import { flavourFlows } from './flows';

flavourFlows('snac2');
