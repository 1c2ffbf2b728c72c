/* global document */
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById('root'), [h('h1', { key: 1 }, 'A calm page'), h('p', { key: 2 }, 'Hydrated by React alone.')]);
