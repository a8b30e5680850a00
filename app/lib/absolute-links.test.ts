import { describe, expect, it } from "vitest";
import { absoluteLinks } from "./absolute-links.ts";

describe("absolute links", () => {
  const origin = "https://www.example.org";

  it("resolves root-relative, page-relative and fragment links on the page's address", () => {
    const html =
      '<a href="/contact">c</a><a href="#fn-1">1</a><img src="/assets/a.svg"><a href="https://hl7.org/fhir">f</a><a href="mailto:x@y.z">m</a>';
    expect(absoluteLinks(html, origin, "/insights/fhir")).toBe(
      '<a href="https://www.example.org/contact">c</a><a href="https://www.example.org/insights/fhir#fn-1">1</a><img src="https://www.example.org/assets/a.svg"><a href="https://hl7.org/fhir">f</a><a href="mailto:x@y.z">m</a>',
    );
  });

  it("resolves every address of a srcset, keeping the widths", () => {
    expect(absoluteLinks('<img srcset="/a-480.webp 480w, /a-800.webp 800w">', origin)).toBe(
      '<img srcset="https://www.example.org/a-480.webp 480w, https://www.example.org/a-800.webp 800w">',
    );
  });
});
