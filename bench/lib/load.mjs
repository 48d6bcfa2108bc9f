// The HTTP load driver: autocannon at a fixed number of connections for a fixed time, with the
// method, path, headers and body of each request chosen by the scenario.
import autocannon from 'autocannon';

/**
 * Drives `base` for `seconds` at `connections` keep-alive connections. `next()` answers each
 * request's `{ method, path, headers, body }`. Answers requests/s, p50 and p99 latency (ms), and
 * errors: answers other than 2xx plus socket errors and timeouts.
 */
export async function drive({ base, connections, seconds, next }) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    // One request in flight per connection, as browsers and guards' phones send them.
    pipelining: 1,
    timeout: 10,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors + result.timeouts,
    errors: result.non2xx + result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}
