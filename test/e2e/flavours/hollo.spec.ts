// The browser flows against the demo instance behaving as Hollo 0.10.0 (flows.ts).
import { flavourFlows } from './flows';

flavourFlows('hollo');
