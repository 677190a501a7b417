/** How many of the reported account's recent posts the report form offers (fetched when it opens). */
export const REPORT_STATUS_CHOICES = 20;
