// The servers whose public and tag timelines answer visitors 401 whatever else they say: the capability table
// (capabilities.ts) closes those timelines for visitors when NodeInfo names one.

/** NodeInfo software names whose public and tag timelines answer visitors 401 (Hollo 0.10). */
export const CLOSED_TO_VISITORS = ['hollo'];
