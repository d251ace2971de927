// Serves a static folder (the Storybook build) for the visual snapshots: `node scripts/serve-static.mjs DIR PORT`.
import { createServer } from 'node:http';

import handler from 'serve-handler';

import { PORTS } from './ports.mjs';

const [dir = 'storybook-static', port = String(PORTS.visual)] = process.argv.slice(2);
// Storybook's pages are asked for by their file names (iframe.html?id=…): no redirect to an extensionless URL, so `/`
// is pointed at index.html by hand (serve-handler finds it only with clean URLs), and no folder is ever listed.
const options = {
  public: dir,
  cleanUrls: false,
  rewrites: [{ source: '/', destination: '/index.html' }],
  directoryListing: false,
  etag: true,
};
createServer((request, response) => handler(request, response, options)).listen(Number(port), () =>
  console.log(`Serving ${dir} at http://localhost:${port}`),
);
