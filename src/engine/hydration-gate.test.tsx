// @vitest-environment jsdom
import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createBlockRegistry } from './block-registry';
import { EngineProvider, type EngineServices } from './engine-context';
import { HydrationGate } from './hydration-gate';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {name} {count}
    </button>
  );
}

function Page({ services }: { services: EngineServices }) {
  return (
    <EngineProvider services={services}>
      {['first', 'second'].map((id) => (
        <Suspense key={id} fallback={null}>
          <HydrationGate id={id}>
            <div data-section-id={id}>
              <Counter name={id} />
            </div>
          </HydrationGate>
        </Suspense>
      ))}
    </EngineProvider>
  );
}

const baseServices: EngineServices = {
  registry: createBlockRegistry({}),
  read: () => Promise.reject(new Error('no content in this test')),
  metaSources: {},
  report: () => undefined,
  dev: false,
};

const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name))!;

// React's act() outside Testing Library: say this is a test environment.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrationGate', () => {
  it('keeps a held part as the server sent it, without its scripts, until the gate opens', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page services={baseServices} />);
    document.body.append(container);
    const serverHtml = container.querySelector('[data-section-id="second"]')!.outerHTML;

    let open = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    const hydrated: string[] = [];
    const services: EngineServices = {
      ...baseServices,
      hydrationGate: (id) => (id === 'second' ? held : undefined),
      onHydrated: (id) => hydrated.push(id),
    };
    await act(async () => {
      hydrateRoot(container, <Page services={services} />);
    });

    // The first part runs; the held one is the server's HTML, and a click on it does nothing.
    expect(hydrated).toEqual(['first']);
    await act(async () => button('first').click());
    expect(button('first').textContent).toBe('first 1');
    await act(async () => button('second').click());
    expect(button('second').textContent).toBe('second 0');
    expect(container.querySelector('[data-section-id="second"]')!.outerHTML).toBe(serverHtml);

    await act(async () => open());
    expect(hydrated).toEqual(['first', 'second']);
    await act(async () => button('second').click());
    expect(button('second').textContent).toBe('second 1');
  });
});
