// jsdom has no fetch API, so RTK Query cannot run in it. A spec that wants the real API client
// (answers mocked at `fetch`) asks for this environment in its docblock:
//   @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
// It lends jsdom Node's fetch classes (with the AbortController they check signals against), and
// resolves relative URLs against the page, as a browser does.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const NodeRequest = globalThis.Request;
    class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    }
    Object.assign(page, {
      fetch: (...args) => globalThis.fetch(...args),
      Request: PageRequest,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
    });
  }
}

module.exports = JsdomWithFetch;
