import { z } from "zod";

// Zod probes for `new Function` support to speed up parsing; under the site's strict
// Content-Security-Policy that probe is reported as a violation. The schemas are small:
// run them without code generation.
z.config({ jitless: true });

export { z };
