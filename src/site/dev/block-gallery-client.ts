/**
 * Development only: sizes each frame of /__blocks to its block's height (the frames are
 * same-origin), so the catalogue reads as one page at the chosen width.
 */
function fit(frame: HTMLIFrameElement) {
  const document = frame.contentDocument;
  if (!document?.documentElement) return;
  const resize = () => {
    frame.height = String(Math.max(60, document.documentElement.scrollHeight));
  };
  resize();
  new ResizeObserver(resize).observe(document.documentElement);
}

for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe.block-gallery__frame')) {
  if (frame.contentDocument?.readyState === 'complete') fit(frame);
  frame.addEventListener('load', () => fit(frame));
}
