/** A species facet value's short name: 'Douglas (Pseudotsuga menziesii)' → 'Douglas'. The search index's species filter holds these. */
export function speciesName(name: string): string {
    return name.replace(/\s*\(.*\)\s*$/, '').trim();
}
