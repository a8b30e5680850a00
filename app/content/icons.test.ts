import * as lucide from "lucide-react";
import { expect, test } from "vitest";
import { iconNamed, PAGE_ICONS } from "./icons.ts";

// A pictogram is named once (icons.ts): the name a content file keeps must be the drawing's own
// name in lucide, or a file naming "Award" would show another icon.
test("each pictogram's drawing is lucide's icon of the name the file keeps", () => {
  for (const { value } of PAGE_ICONS) {
    expect(iconNamed(value), value).toBe((lucide as Record<string, unknown>)[value]);
  }
});
