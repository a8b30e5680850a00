// After the first paint (like every behaviour, decisions 0013, 0031): keep the visit's first
// touch for the forms (first-touch.ts, decision 0036), one sessionStorage read and, on the
// visit's first page, one write. A form posted natively while its island is not live yet (the
// loader's fallback, decision 0031) carries the same fields as the island's own post: they go
// into the body as the browser builds it (`formdata`), beside the `page` its markup carries,
// so no input is added inside an island before React hydrates it.
import { attribution, firstTouch } from "./first-touch.ts";

firstTouch();

document.addEventListener("formdata", (event) => {
  // the enquiry forms are the ones whose markup names their page (components/forms/form-parts.tsx)
  if (!(event.target as HTMLFormElement).elements.namedItem("page")) return;
  for (const [name, value] of attribution()) event.formData.set(name, value);
});
