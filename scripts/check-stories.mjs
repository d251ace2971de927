// Fails when a component under src/ has no story with a play function: every component is shown and exercised.
// A component is a PascalCase .tsx file; it is covered when some *.stories.tsx imports it
// and that story file has at least one `play`.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const files = readdirSync('src', { recursive: true }).map((name) => join('src', name));
const stories = files.filter((f) => f.endsWith('.stories.tsx')).map((f) => ({ file: f, text: readFileSync(f, 'utf8') }));
const components = files.filter((f) => /\/[A-Z][A-Za-z]*\.tsx$/.test(f) && !/\.(stories|test)\.tsx$/.test(f));

const uncovered = components.filter((component) => {
  const name = basename(component, '.tsx');
  const importer = new RegExp(`from '[^']*/${name}'`);
  return !stories.some(({ text }) => importer.test(text) && /\bplay\b/.test(text));
});

if (uncovered.length > 0) {
  console.error(`Components with no story that has a play function:\n  ${uncovered.join('\n  ')}`);
  process.exit(1);
}
console.log(`All ${components.length} components have a story with a play function.`);
