/** Paint references for one artwork; ids are prefixed by slug so four can share a page. */
export interface ArtPaint {
  accent: string;
  shadow: string;
  id: string;
}
