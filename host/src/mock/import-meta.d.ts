// rspack's compile-time module context (https://rspack.rs/api/runtime-api/module-variables).
interface RspackContext {
  keys(): string[];
  <T = unknown>(id: string): T;
}

interface ImportMeta {
  webpackContext(
    request: string,
    options?: { recursive?: boolean; regExp?: RegExp },
  ): RspackContext;
}
