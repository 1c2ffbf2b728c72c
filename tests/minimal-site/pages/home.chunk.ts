import home from './home.json';
import { pageChunk } from './page-chunk';

export const { default: config, components, blocks } = pageChunk(home);
export default config;
