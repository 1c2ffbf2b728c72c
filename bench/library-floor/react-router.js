/* global document */
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const Page = () => [h('h1', { key: 1 }, 'A calm page'), h('p', { key: 2 }, 'Hydrated by React and React Router.')];
const router = createBrowserRouter([{ path: '*', Component: Page }]);
hydrateRoot(document.getElementById('root'), h(RouterProvider, { router }));
