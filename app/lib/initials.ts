/** "Dr. Ananya Rao" → "AR": the first and last names' letters, titles left out (the avatars). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
