// Serves a static folder (the Storybook build) for the visual snapshots: `node scripts/serve-static.mjs DIR PORT`.
import { createServer } from 'node:http';

import sirv from 'sirv';

const [dir = 'storybook-static', port = '6007'] = process.argv.slice(2);
const assets = sirv(dir, { dev: false, etag: true });
createServer((req, res) =>
  assets(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
).listen(Number(port), () => console.log(`Serving ${dir} at http://localhost:${port}`));
