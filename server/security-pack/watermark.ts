import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

// Every page of a restricted document carries who it was given to (decision 0029): the
// organisation, the e-mail, the day and the request's reference, along the foot of the page
// and once across it, faint. Drawn in the PDF's own text (a copy's text names its requester)
// with a standard font, so nothing is downloaded or embedded; a character that font cannot
// draw (a name in another script) is written as "?" rather than failing the download.

export interface WatermarkFacts {
  organization: string;
  email: string;
  /** the day of the download, YYYY-MM-DD (UTC) */
  day: string;
  ref: string;
}

export function watermarkLine(facts: WatermarkFacts): string {
  return `Confidential - provided to ${facts.organization} (${facts.email}) on ${facts.day} - reference ${facts.ref}`;
}

export async function watermark(pdf: Uint8Array, facts: WatermarkFacts): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const drawable = new Set(font.getCharacterSet());
  const safe = (text: string) =>
    [...text.normalize("NFKC")]
      .map((char) => (drawable.has(char.codePointAt(0) ?? 0) ? char : "?"))
      .join("");
  const line = safe(watermarkLine(facts));
  const across = safe(`${facts.organization} - ${facts.ref}`);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    // the foot line, shrunk to fit the page's width
    const size = Math.min(8, (8 * (width - 36)) / font.widthOfTextAtSize(line, 8));
    page.drawText(line, { x: 18, y: 12, size, font, color: rgb(0.35, 0.35, 0.35) });
    const big = Math.min(
      28,
      (28 * Math.hypot(width, height) * 0.7) / font.widthOfTextAtSize(across, 28),
    );
    page.drawText(across, {
      x: width * 0.12,
      y: height * 0.2,
      size: big,
      font,
      color: rgb(0.6, 0.6, 0.6),
      opacity: 0.25,
      rotate: degrees((Math.atan2(height, width) * 180) / Math.PI),
    });
  }
  document.setProducer("security-review pack (watermarked)");
  return document.save();
}
