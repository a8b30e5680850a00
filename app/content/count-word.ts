// A count as the copy spells it at the start of a sentence ("Four accelerators"), so that copy
// naming how many entries a collection holds follows the collection when the owner adds one.

const WORDS = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
];

/** "Four" for 4; digits past twelve, as style guides spell larger numbers. */
export function countWord(count: number): string {
  return WORDS[count] ?? String(count);
}
