// Text from the outbox (typed by visitors, or from a relay's reply) printed to an
// operator's terminal must not drive it: every control character (C0, DEL, C1 — ESC, BEL,
// NUL included) and every bidirectional override is shown as an escape, and a backslash
// as "\\", so what is printed can be read back unambiguously.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\\\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    if (char === "\\") return "\\\\";
    const code = char.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
