import type { ReactNode } from 'react';
import { useAppSelector } from '../../store/hooks';

/** What the first screen does not need: drawn (and its chunk asked for) once that screen is on the page (sagas/firstScreen.ts). */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const drawn = useAppSelector((s) => s.ui.firstScreenDrawn);
  return drawn ? children : null;
}
