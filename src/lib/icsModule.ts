/** Where the build puts `ics` as one ES module (integrations/ics-module.mjs); the page imports it by URL. */
export const ICS_MODULE_URL = '/lib/ics.mjs';
