import second from './second.json';
import { pageChunk } from './page-chunk';

export const { default: config, components, blocks } = pageChunk(second);
export default config;
