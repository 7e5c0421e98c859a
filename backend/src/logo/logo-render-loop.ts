import sharp from 'sharp';
import { processLogo } from './logo-image.js';
import type { RenderReply, RenderRequest } from './logo-render-protocol.js';

// One libvips thread and no cache: this process handles one logo at a time, and the cores
// belong to the API.
sharp.concurrency(1);
sharp.cache(false);

const reply = (message: RenderReply) => process.send?.(message);

process.on('message', (request: RenderRequest) => {
  const input = Buffer.from(
    request.input.buffer,
    request.input.byteOffset,
    request.input.byteLength,
  );
  processLogo(input, request.type).then(
    (outcome) => reply({ id: request.id, outcome }),
    (error: unknown) => reply({ id: request.id, failed: String(error) }),
  );
});

// The server is gone (stopped or crashed): nothing is left to draw for.
process.on('disconnect', () => process.exit(0));

reply({ ready: true });
