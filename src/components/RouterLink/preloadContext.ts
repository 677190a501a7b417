import { createContext } from 'react';

/**
 * Starts loading the code of the screen at a path (the app's route table provides it): a link calls it when the
 * pointer or the focus reaches it, so the screen it opens is usually ready by the click. Nothing by default.
 */
export const ScreenPreloadContext = createContext<(pathname: string) => void>(() => undefined);
