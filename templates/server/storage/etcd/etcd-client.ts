/**
 * The etcd client of a store: `etcd3` over every endpoint of the cluster (it spreads calls
 * over them and moves to another when one fails), with the library's own fault handling, a
 * circuit breaker per member and three attempts per call, except that an answer etcd gives
 * on purpose is not a failure of the member: `mvcc: database space exceeded` (NOSPACE) is
 * etcd refusing writes until an operator disarms its alarm. Counted as a failure, it opened
 * the breaker after the first write, and every later request, reads too, got a ServerTimeout
 * that told clients to retry for ever.
 */
import {
  circuitBreaker,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
} from "cockatiel";
import { Etcd3, isRecoverableError } from "etcd3";
import { isNoSpace } from "./etcd-errors.js";

/** The largest message taken from etcd: watch responses batch events of objects up to 3 MiB each. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/**
 * The longest wait between attempts to reopen the watch stream after etcd went away. etcd3's
 * default grows to 30 s, so a watch could stay down for as long after etcd was back, and a
 * cache fed by it (cache/reflector.ts) lag meanwhile; Kubernetes' reflector waits at most a
 * few seconds before it watches again.
 */
const MAX_WATCH_BACKOFF_MS = 2000;

/** A failure worth retrying on the same or another member: etcd3's recoverable errors but NOSPACE. */
const transient = (error: Error): boolean => isRecoverableError(error) && !isNoSpace(error);

/** A client of the etcd cluster at `endpoints`, each call within `timeoutMs` to dial. */
export function etcdClient(endpoints: readonly string[], timeoutMs: number): Etcd3 {
  return new Etcd3({
    hosts: [...endpoints],
    dialTimeout: timeoutMs,
    // A watch catching up sends many events (each with its previous state) per message:
    // more than gRPC's default 4 MiB for large objects.
    grpcOptions: { "grpc.max_receive_message_length": MAX_MESSAGE_BYTES },
    // etcd3's defaults (connection-pool.ts), with `transient` for isRecoverableError.
    faultHandling: {
      host: () =>
        circuitBreaker(handleWhen(transient), {
          halfOpenAfter: 5000,
          breaker: new ConsecutiveBreaker(3),
        }),
      global: retry(handleWhen(transient), { maxAttempts: 3 }),
      // etcd3 takes the backoff itself (it calls next() for each reopening), not its factory.
      watchBackoff: new ExponentialBackoff({ maxDelay: MAX_WATCH_BACKOFF_MS }).next(),
    },
  });
}
