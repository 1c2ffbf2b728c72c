// `npm run bench:profile`: where a page's main thread goes while it loads, on a slowed CPU. A
// benchmark script, not a test: it serves the built site, loads one route in Chromium as a phone
// (412 x 823 CSS px, touch) with the CPU slowed by CDP (Emulation.setCPUThrottlingRate, 4x unless
// PROFILE_CPU says otherwise), records a trace and a JavaScript CPU profile together, and prints
// every long task (over 50 ms on the slowed CPU) with what it spent its time on (script
// evaluation and compilation, style, layout, paint, garbage collection) and the functions with
// the most self time inside it.
//   PROFILE_ROUTE=/go/ (default /)   PROFILE_CPU=4   PROFILE_SECONDS=8 (after the load event)
//   PROFILE_BLOCK_SCRIPTS=1 (the page's script-less snapshot)
// Function names are the build's: run `npx vite build --minify false` into a BUILD_DIR of its own
// for readable names (the profile of issue 33 was taken that way).
import { launchBenchChromium, PHONE_CONTEXT } from './bench-chromium.mjs';
import { loadavg } from 'node:os';
import { startBenchSite } from './bench-site.mjs';

const route = process.env.PROFILE_ROUTE ?? '/';
const cpu = Number(process.env.PROFILE_CPU ?? 4);
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
const blockScripts = process.env.PROFILE_BLOCK_SCRIPTS === '1';
const LONG_TASK_MS = 50;

/** Trace event names grouped the way DevTools' summary groups them. */
const CATEGORIES = {
  'script: compile': ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'V8.CompileLazy', 'v8.parseOnBackground'],
  'script: evaluate module': ['v8.evaluateModule'],
  'script: run': ['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'EvaluateScript'],
  'parse HTML': ['ParseHTML'],
  'style': ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  'layout': ['Layout'],
  'paint': ['Paint', 'PrePaint', 'Layerize', 'Decode Image'],
  'garbage collection': ['MajorGC', 'MinorGC'],
};

const site = await startBenchSite({ RENDER_CACHE: 'on' });
const browser = await launchBenchChromium();
try {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  if (blockScripts) await page.route('**/*.js', (request) => request.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await page.goto(site.url + route, { waitUntil: 'load' });
  await page.waitForTimeout(seconds * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  report(events, profile);
} finally {
  await browser.close();
  site.stop();
}

function report(events, profile) {
  // The page's renderer: of the renderers' main threads (about:blank has one too), the busiest.
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onThread = (thread) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur);
  const onMain = mainThreads.map(onThread).sort((a, b) => b.length - a.length)[0] ?? [];
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 > LONG_TASK_MS).sort((a, b) => a.ts - b.ts);
  const firstTs = Math.min(...onMain.map((event) => event.ts));
  const samples = profileSamples(profile);
  console.log(`${route}${blockScripts ? ' (scripts blocked)' : ''}, CPU ${cpu}x, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end);
    const spent = Object.entries(CATEGORIES)
      .map(([category, names]) => [category, outermost(inside.filter((event) => names.includes(event.name))).reduce((sum, event) => sum + event.dur / 1000, 0)])
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1]);
    const functions = topFunctions(samples, task.ts, end, 5);
    blocking += task.dur / 1000 - LONG_TASK_MS;
    console.log(`\n${(task.dur / 1000).toFixed(0)} ms task at +${((task.ts - firstTs) / 1000).toFixed(0)} ms`);
    console.log(`  ${spent.map(([category, ms]) => `${category} ${ms.toFixed(0)} ms`).join(', ') || '(no traced work)'}`);
    if (functions.length) console.log(`  functions (self time): ${functions.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join('; ')}`);
  }
  console.log(`\n${tasks.length} long tasks; blocking time (each task's time over ${LONG_TASK_MS} ms) ${blocking.toFixed(0)} ms`);
}

/** Events not nested in another event of the list (so a category's time is not counted twice). */
function outermost(list) {
  return list.filter((event) => !list.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && (other.ts < event.ts || other.dur > event.dur)));
}

/** The CPU profile as (time, function) samples, on the trace's clock (both are microseconds of one monotonic clock). */
function profileSamples(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  return profile.samples.map((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    const url = (frame?.url ?? '').replace(/^.*\/assets\//, '');
    return { time, name: `${frame?.functionName || '(anonymous)'}${url ? ` ${url}:${frame.lineNumber + 1}` : ''}` };
  });
}

function topFunctions(samples, from, to, count) {
  const inside = samples.filter((sample) => sample.time >= from && sample.time <= to);
  const byName = new Map();
  for (let i = 0; i < inside.length; i += 1) {
    const name = inside[i].name;
    if (name.startsWith('(idle)') || name.startsWith('(program)')) continue;
    const ms = ((inside[i + 1]?.time ?? to) - inside[i].time) / 1000;
    byName.set(name, (byName.get(name) ?? 0) + ms);
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, count);
}
