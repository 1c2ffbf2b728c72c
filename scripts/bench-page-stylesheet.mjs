/* global document, CSSStyleRule, CSSMediaRule, CSSSupportsRule -- usedRules reads the stylesheet in the page */
// `npm run bench:stylesheet`: would a page's own stylesheet (only the rules it uses) make its
// script-less snapshot cheaper on issue 33's phone? A benchmark script, not a test. For each route
// it serves the server's HTML with every script removed (the snapshot `npm run bench` compares
// against) in two forms: with the whole inline stylesheet, and with the stylesheet cut to the rules
// whose selectors match an element of that page (pseudo-classes and pseudo-elements dropped before
// matching; @media and @supports kept with their matching rules; every other at-rule kept): what a
// per-page critical-CSS step such as beasties would inline. Runs alternate; each loads the page as
// a phone (412 x 823, touch) with the CPU slowed by CDP and sums, from a trace, the main thread's
// tasks over 50 ms in the 3 s after the load event.
//   STYLESHEET_ROUTES=/go/,/ (default /go/,/,/testimonials/)   BENCH_RUNS=5   PROFILE_CPU=12
import { launchBenchChromium, PHONE_CONTEXT } from './bench-chromium.mjs';
import { startBenchSite } from './bench-site.mjs';
import { printLoad } from './print-load.mjs';

const routes = (process.env.STYLESHEET_ROUTES ?? '/go/,/,/testimonials/').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const cpu = Number(process.env.PROFILE_CPU ?? 12);
const LONG_TASK_MS = 50;

const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');

/** The page's inline stylesheet (the large <style>) replaced by `css`. */
function withStylesheet(html, css) {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  const largest = styles.reduce((a, b) => (b[1].length > a[1].length ? b : a));
  const start = largest.index + largest[0].indexOf('>') + 1;
  return { html: html.slice(0, start) + css + html.slice(start + largest[1].length), bytes: largest[1].length };
}

/** The rules of the page's largest stylesheet that match something in it, read in Chromium. */
async function usedRules(browser, url) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  const css = await page.evaluate(() => {
    const STATES = /::?(hover|focus|focus-visible|focus-within|active|visited|before|after|placeholder|marker|checked|disabled|target|first-letter|selection|backdrop|-webkit-[a-z-]+)(\([^)]*\))?/g;
    const matches = (selector) => {
      try {
        return document.querySelector(selector.replace(STATES, '').trim() || '*') !== null;
      } catch {
        // A selector this Chromium cannot query (a newer pseudo-class): kept, as a tool would.
        return true;
      }
    };
    const keep = (rule) => {
      if (rule instanceof CSSStyleRule) return rule.selectorText.split(',').some(matches) ? rule.cssText : '';
      if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = [...rule.cssRules].map(keep).join('');
        return inner ? `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}` : '';
      }
      return rule.cssText;
    };
    const sheet = [...document.styleSheets].reduce((a, b) => (b.cssRules.length > a.cssRules.length ? b : a));
    return [...sheet.cssRules].map(keep).join('\n');
  });
  await context.close();
  return css;
}

/** Blocking time (each task's time over 50 ms) and the longest task of one load of `html` at `url`. */
async function measure(browser, url, html) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The renderer's main thread is the one that parsed the HTML.
  const parse = events.find((event) => event.name === 'ParseHTML');
  const long = events
    .filter((event) => event.name === 'RunTask' && event.pid === parse?.pid && event.tid === parse?.tid)
    .map((event) => event.dur / 1000)
    .filter((ms) => ms > LONG_TASK_MS);
  return { blocking: long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0), longest: Math.max(0, ...long) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

printLoad('at the start');
const site = await startBenchSite({ RENDER_CACHE: 'on' });
const browser = await launchBenchChromium();
try {
  console.log(`CPU ${cpu}x, ${runs} runs of each form, alternating; blocking time and longest task, medians`);
  for (const route of routes) {
    const url = site.url + route;
    const snapshot = withoutScripts(await (await fetch(url)).text());
    const used = await usedRules(browser, url);
    const cut = withStylesheet(snapshot, used);
    const figures = { whole: [], used: [] };
    for (let run = 0; run < runs; run += 1) {
      figures.whole.push(await measure(browser, url, snapshot));
      figures.used.push(await measure(browser, url, cut.html));
    }
    const line = (form) =>
      `${form} ${Math.round(median(figures[form].map((figure) => figure.blocking)))} ms (runs ${figures[form].map((figure) => Math.round(figure.blocking)).join(', ')}), longest ${Math.round(median(figures[form].map((figure) => figure.longest)))} ms`;
    console.log(`${route}: stylesheet ${cut.bytes} -> ${used.length} bytes; ${line('whole')}; ${line('used')}`);
  }
} finally {
  await browser.close();
  site.stop();
}
printLoad('at the end');
