import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { shareImage, shareImageHash, type ShareImageText } from "./share-image.tsx";

const text: ShareImageText = {
  eyebrow: "Test",
  title: `Cache check ${process.pid}`,
  subtitle: "A subtitle",
  brand: "Brand",
  footer: "Footer",
};
const cached = join(process.cwd(), "node_modules", ".cache", "og", `${shareImageHash(text)}.png`);

describe("share images", () => {
  afterAll(() => rmSync(cached, { force: true }));

  it("keys the cache by everything the image shows", () => {
    expect(shareImageHash(text)).toBe(shareImageHash({ ...text }));
    for (const key of Object.keys(text) as (keyof ShareImageText)[]) {
      expect(shareImageHash({ ...text, [key]: `${text[key]}!` }), key).not.toBe(
        shareImageHash(text),
      );
    }
  });

  it("draws a 1200×630 PNG once, then serves it from the cache", async () => {
    rmSync(cached, { force: true });
    const png = await shareImage(text);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(existsSync(cached)).toBe(true);
    // what is in the cache is what the next build uses: nothing is redrawn
    writeFileSync(cached, "cached");
    expect((await shareImage(text)).toString()).toBe("cached");
  });
});
