/**
 * The event a form island dispatches (bubbling, from its form) once React has committed it
 * and its handlers run. Until then `client:interaction` holds back what the island must
 * handle itself (a submit, a résumé, a blur, a tab switch) and replays it on this signal.
 */
export const ISLAND_LIVE = "island-live";
