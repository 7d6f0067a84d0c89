/**
 * The floor of `first-screen-slow3g.mjs` (docs/benchmarks.md, "Slow 3G's floor"): the same
 * measurement against the least page that can have an Add working before any script, a page of
 * about 1 KB with the shop's selectors and a form posting `/basket`, answered 303 at once by a
 * server in this process. What it measures no design of the shop can beat on this emulation
 * (2 s round trip, 50 000 B/s, 4× CPU): the page's own round trip, then the Add's.
 *
 *   FLOOR_PORT=6690 RUNS=3 npx node tests/bench/slow3g-floor-page.mjs
 */
import { createServer } from 'node:http';

const port = Number(process.env.FLOOR_PORT ?? 6690);
const page = (price) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Floor</title><style>body{font:16px sans-serif;margin:1rem}</style></head><body><main>
<form class="choose-branch-form"><button type="button" aria-haspopup="dialog">Branch</button></form>
<ul class="category-grid"><li><a href="/category/1">Pantry Staples</a></li></ul>
<p class="price-now">${price}</p>
<form method="post" action="/basket"><input type="hidden" name="offer" value="1">
<button type="submit" aria-label="Add Super Maize Meal to basket">Add</button></form>
</main></body></html>`;

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/basket') {
    request.resume();
    request.on('end', () => response.writeHead(303, { location: '/basket' }).end());
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('R 44.99'));
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
process.env.BASE = `http://127.0.0.1:${port}`;
process.env.LABEL ??= 'floor';
try {
  await import('./first-screen-slow3g.mjs');
} finally {
  server.close();
}
