// Serves a static folder (the Storybook build) for the visual snapshots: `node scripts/serve-static.mjs DIR PORT`.
import { createServer } from 'node:http';

import handler from 'serve-handler';

const [dir = 'storybook-static', port = '6007'] = process.argv.slice(2);
// Storybook's pages are asked for by their file names (iframe.html?id=…): no redirect to an extensionless URL.
createServer((request, response) => handler(request, response, { public: dir, cleanUrls: false, etag: true })).listen(Number(port), () =>
  console.log(`Serving ${dir} at http://localhost:${port}`),
);
