/** What the check needs of a `File`: its name and MIME type (so plain objects work in tests). */
export type FileLike = Pick<File, 'name' | 'type'>;

/** The entries of an HTML `accept` list ('.jpg, image/png, video/*'), trimmed and lower-cased. */
export function parseAccept(accept: string | readonly string[]): string[] {
  const list = typeof accept === 'string' ? accept.split(',') : accept;
  return list.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
}

/**
 * Whether a file matches an HTML `accept` list, the way the file picker means it: a `.ext` entry
 * matches the end of the name, `type/*` any subtype, `type/subtype` exactly; letter case is ignored.
 * An empty list accepts everything. The picker's own filter can be bypassed (drag and drop,
 * "All files"), hence this check.
 */
export function isAcceptedFile(file: FileLike, accept: string | readonly string[]): boolean {
  const entries = parseAccept(accept);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}
