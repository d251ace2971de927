/**
 * Fills `{name}` placeholders of a content template (content/*.ts marks such strings "Template")
 * with the given values. A placeholder without a value stays as written, so a missing value shows
 * up in review instead of vanishing silently.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => {
    const value = values[key];
    return value === undefined ? placeholder : String(value);
  });
}
