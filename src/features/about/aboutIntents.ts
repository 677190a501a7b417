import { createAction } from '@reduxjs/toolkit';

/** intent: the About screen opened (its instance panel and staff are loaded once) */
export const aboutOpened = createAction('about/opened');

/** intent: the sidebar's instance-specific panel wants its HTML (/instance/panel.html) */
export const instancePanelRequested = createAction('about/instancePanelRequested');
