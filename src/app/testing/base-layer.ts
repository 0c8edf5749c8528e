import { withBaseLayer } from '../../../server/testing/base-layer.ts';

/** The base layer rewritten (server/testing/base-layer.ts): route tests and server tests share it. */
export { withBaseLayer };

/** Runs `render` with the samples' base variant lacking the stream (modulesConfig.streams). */
export const withoutStream = <T>(stream: string, render: (configDir: string) => Promise<T>) =>
  withBaseLayer((base) => {
    const modules = base.modulesConfig as { streams: string[] };
    const streams = modules.streams.filter((s) => s !== stream);
    return { ...base, modulesConfig: { ...modules, streams } };
  }, render);
