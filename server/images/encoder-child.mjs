// The image encoder's own process (server/images/encoder-process.ts runs this text with
// `node --input-type=module`, so it is plain JavaScript with no imports of the site's modules).
// Each message is one encode; the answer carries the bytes or the error's message. It runs at a
// lower CPU priority than the site, and exits when the site lets it go idle or goes away: the
// memory libvips and glibc keep after a burst of photographs is returned with the process.
const { default: sharp } = await import(process.env.IMAGE_ENCODER_SHARP ?? 'sharp');

// Sources are untrusted bytes: only the four raster decoders may run. SVG (whose nested <use>
// can render for minutes), PDF, TIFF, GIF and the rest are refused before anything is decoded.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer', 'VipsForeignLoadHeifBuffer'] });
// One libvips thread per encode (the site runs at most ENCODE_SLOTS of them), and no operation
// cache: a resized photo is kept by the variant cache, not in libvips's memory.
sharp.concurrency(1);
sharp.cache(false);

// Moderate effort: AVIF at effort 2 makes the 828 px copy of a 2000 px photo in ~0.2 s and the
// 1280 px one in ~0.6 s on this two-core machine; effort 4 (sharp's default) makes files about a
// third smaller but takes five to eight times as long, more than a first visitor should wait
// (measured in docs/decisions/007-image-pipeline.md).
const ENCODERS = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }),
  png: (image) => image.png({ compressionLevel: 8, palette: false }),
};

/**
 * `variant`: the source turned upright (EXIF orientation), never enlarged, resized to `width`,
 * metadata dropped, encoded in `format`; throws on a corrupt or oversized source.
 * `placeholder`: a calm grey of the asked width, 3:2, answered instead of a source that failed.
 */
function encode(task) {
  const image =
    task.op === 'placeholder'
      ? sharp({ create: { width: task.width, height: Math.round((task.width * 2) / 3), channels: 3, background: '#d9e2e7' } })
      : sharp(Buffer.from(task.source.buffer, task.source.byteOffset, task.source.byteLength), { limitInputPixels: task.maxPixels, failOn: 'error' })
          .rotate()
          .resize({ width: task.width, withoutEnlargement: true })
          .timeout({ seconds: task.timeoutSeconds });
  return ENCODERS[task.format](image).toBuffer();
}

process.on('message', (task) => {
  encode(task).then(
    (data) => process.send?.({ id: task.id, ok: true, data }),
    (error) => process.send?.({ id: task.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
// The site stopped (or was killed): nothing is left to encode for.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
