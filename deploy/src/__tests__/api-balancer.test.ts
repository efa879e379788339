import { createApiBalancer } from '../api-balancer';
import { API_BALANCING } from '../api-servers';

const SERVERS = ['a:1', 'b:1', 'c:1'];

describe("the Node edge's choice of API process", () => {
  it('takes the processes in turn while none is busier than another', () => {
    const balancer = createApiBalancer(SERVERS);
    expect(Array.from({ length: 6 }, () => balancer.order()[0])).toEqual(['a:1', 'b:1', 'c:1', 'a:1', 'b:1', 'c:1']);
  });

  it('sends a request where the fewest are in flight, so open event streams spread', () => {
    const balancer = createApiBalancer(SERVERS);
    const streamOnA = balancer.begin('a:1');
    balancer.begin('b:1');
    expect(balancer.order()[0]).toBe('c:1');
    balancer.begin('c:1');
    streamOnA();
    expect(balancer.order()[0]).toBe('a:1');
  });

  it('leaves a process that failed for the fail timeout, last in line, then takes it again', () => {
    let now = 0;
    const balancer = createApiBalancer(SERVERS, { now: () => now });
    balancer.failed('b:1');
    for (let i = 0; i < 3; i += 1) expect(balancer.order().at(-1)).toBe('b:1');
    now += API_BALANCING.failTimeoutSeconds * 1000;
    expect(Array.from({ length: 3 }, () => balancer.order()[0])).toContain('b:1');
  });

  it('never leaves out the only process', () => {
    const balancer = createApiBalancer(['a:1'], { now: () => 0 });
    balancer.failed('a:1');
    expect(balancer.order()).toEqual(['a:1']);
  });
});
