/**
 * React's floor for a server page (docs/benchmarks.md, "Render CPU's floor"): the CPU that
 * `react-dom/server` takes to render the page's own markup, read back from the shop's HTML as a
 * tree of plain elements (no components, hooks, context, data or head: only React writing the
 * same elements and text). No render of that page through React can cost less; the shop's render
 * (`render-alone.mjs`) adds its loaders, Apollo's cache, components and the page's head and data.
 *
 *   BASE=http://127.0.0.1:6620 PAGE=/,/category/1,/product/1 N=200 ROUNDS=3 npx node tests/bench/react-floor.mjs
 *
 * BRANCH=101 asks as a visitor who chose that branch (the `sf_branch` cookie).
 */
import { parse } from 'parse5';

// React's production build, as the gateway runs it: set before React is first imported.
process.env.NODE_ENV ??= 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const base = process.env.BASE ?? 'http://localhost:4442';
const pages = (process.env.PAGE ?? '/product/1').split(',');
const n = Number(process.env.N ?? 200);
const rounds = Number(process.env.ROUNDS ?? 3);
const branch = process.env.BRANCH;

/** React's names for the HTML attributes that differ. */
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  viewbox: 'viewBox',
};
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'checked',
  'selected',
  'required',
  'open',
  'multiple',
]);

const styleOf = (text) =>
  Object.fromEntries(
    text
      .split(';')
      .map((rule) => rule.split(':'))
      .filter(([name, value]) => name?.trim() && value !== undefined)
      .map(([name, ...value]) => [
        name.trim().replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()),
        value.join(':').trim(),
      ]),
  );

/** The parse5 node as React elements; scripts and comments are left out (React does not write them here). */
function toReact(node, key) {
  if (node.nodeName === '#text') return node.value;
  if (node.nodeName.startsWith('#') || node.nodeName === 'script' || node.nodeName === 'template')
    return null;
  const props = { key };
  for (const { name, value } of node.attrs ?? []) {
    if (name === 'style') props.style = styleOf(value);
    else if (name.startsWith('on')) continue;
    else if (BOOLEAN.has(name)) props[name === 'checked' ? 'defaultChecked' : name] = true;
    else if (name === 'value') props.defaultValue = value;
    else if (REACT_NAMES[name]) props[REACT_NAMES[name]] = value;
    else if (name.includes('-') && !/^(data|aria)-/.test(name))
      props[name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())] = value;
    else props[name] = value;
  }
  const children = (node.content ?? node).childNodes?.map((child, i) => toReact(child, i)) ?? [];
  if (node.nodeName === 'textarea')
    return createElement('textarea', { ...props, defaultValue: children.join('') });
  return createElement(node.nodeName, props, ...children);
}

for (const path of pages) {
  const response = await fetch(`${base}${path}`, {
    headers: {
      accept: 'text/html',
      ...(branch
        ? { cookie: `sf_branch=${encodeURIComponent(JSON.stringify({ id: branch }))}` }
        : {}),
    },
  });
  const html = await response.text();
  const document = parse(html);
  const body = document.childNodes
    .find((node) => node.nodeName === 'html')
    .childNodes.find((node) => node.nodeName === 'body');
  const tree = createElement('div', null, ...body.childNodes.map((child, i) => toReact(child, i)));
  const written = renderToString(tree);
  const elements = (written.match(/<[a-z]/g) ?? []).length;
  for (let i = 0; i < 50; i++) renderToString(tree);
  const perRound = [];
  for (let round = 0; round < rounds; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) renderToString(tree);
    const cpu = process.cpuUsage(before);
    perRound.push((cpu.user + cpu.system) / 1000 / n);
  }
  const sorted = [...perRound].sort((a, b) => a - b);
  console.log(
    `${path}: React alone ${sorted[rounds >> 1].toFixed(2)} ms CPU per render (median of ${rounds}: ${perRound.map((ms) => ms.toFixed(2)).join(', ')}; ${n} renders each, ${elements} elements and ${written.length} characters written, page status ${response.status}, ${response.headers.get('x-render')})`,
  );
}
