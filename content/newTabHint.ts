// What every outbound link tells screen readers after its text (src/ui/ExternalLink). A module of its
// own: the islands' buttons carry it, and importing it from site.ts would ship the whole site object
// (page titles, the 404 and error copy) in the browser's first load.
export const newTabHint = '(abre em nova aba)';
