// The clock badge and its helpers are the kit's, shared with the project page and the
// dashboard; the incident page's modules import the clock's name from here.
export { clockName } from '@portfolio/ui';
